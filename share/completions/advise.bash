# bash completion for advise: verbs, each verb's options, .dsl files and folders, and the
# values of --situation, --format and --color.
#
# Verbs and options are read from `advise --help` and `advise VERB --help`, so they follow the
# installed command; situation names come from `advise catalog --situations`, with the
# --rules, --catalog and --no-defaults of the line being completed.

# The verbs: the usage lines "advise VERB [options] ...".
_advise_verbs() {
  "$1" --help 2>/dev/null | sed -n 's/^\(usage:\)\{0,1\} *advise \([a-z][a-z-]*\) .*/\2/p'
}

# A verb's --help ("default": the options of advise FILE...).
_advise_help() {
  if [[ $2 == default ]]; then "$1" advise.dsl --help 2>/dev/null; else "$1" "$2" --help 2>/dev/null; fi
}

# The option names in a verb's --help text; with "arg" as $2, only those that take a value.
_advise_options() {
  local help=$1 want=${2-}
  local pattern='s/^ \{1,\}\(-[a-zA-Z] \[ \)\{0,1\}\(--[a-z][a-z-]*\)\( \]\)\{0,1\}\( arg\)\{0,1\}.*/\2\4/p'
  local line
  while IFS= read -r line; do
    if [[ $want == arg ]]; then
      [[ $line == *" arg" ]] && printf '%s\n' "${line% arg}"
    else
      printf '%s\n' "${line% arg}"
    fi
  done < <(sed -n "$pattern" <<<"$help")
  # The short names, which take a value exactly when their long names do.
  sed -n 's/^ \{1,\}\(-[a-zA-Z]\) \[ --[a-z-]* \]\( arg\)\{0,1\}.*/\1\2/p' <<<"$help" |
    while IFS= read -r line; do
      if [[ $want != arg || $line == *" arg" ]]; then printf '%s\n' "${line% arg}"; fi
    done
}

# The situation names, loaded with the sources named on the line being completed.
_advise_situations() {
  local cmd=$1 i
  local -a sources=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      --rules|--catalog) sources+=("${COMP_WORDS[i]}" "${COMP_WORDS[i + 1]-}") ;;
      --no-defaults) sources+=(--no-defaults) ;;
    esac
  done
  "$cmd" catalog --color never "${sources[@]}" --situations 2>/dev/null
}

# Offers `words` (one a line) matching the current word, quoted for the shell: names have spaces.
_advise_offer_lines() {
  local words=$1 cur=$2 word
  cur=${cur#[\"\']}
  COMPREPLY=()
  while IFS= read -r word; do
    [[ -n $word && $word == "$cur"* ]] && COMPREPLY+=("$(printf '%q' "$word")")
  done <<<"$words"
}

_advise_files() {
  compopt -o filenames 2>/dev/null
  COMPREPLY+=($(compgen -d -- "$1") $(compgen -f -X '!*.dsl' -- "$1"))
}

_advise() {
  local cmd=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=
  ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
  COMPREPLY=()
  local verbs verb=default
  verbs=$(_advise_verbs "$cmd")
  if ((COMP_CWORD > 1)) && grep -qxF -- "${COMP_WORDS[1]}" <<<"$verbs"; then
    verb=${COMP_WORDS[1]}
  fi

  case $prev in
    --situation|-s) _advise_offer_lines "$(_advise_situations "$cmd")" "$cur"; return ;;
    --color) COMPREPLY=($(compgen -W 'auto always never' -- "$cur")); return ;;
    --format|-f) COMPREPLY=($(compgen -W 'text json markdown' -- "$cur")); return ;;
    --rules|--catalog|--facts) _advise_files "$cur"; return ;;
  esac
  local help=
  [[ $prev == -* || $cur == -* ]] && help=$(_advise_help "$cmd" "$verb")
  # Any other option that takes a value (a date, a number, an expression): nothing to offer.
  if [[ $prev == -* ]] && grep -qxF -- "$prev" <<<"$(_advise_options "$help" arg)"; then
    return
  fi

  if [[ $cur == -* ]]; then
    local options
    options=$(_advise_options "$help")
    ((COMP_CWORD == 1)) && options+=$'\n--help\n--version'
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  ((COMP_CWORD == 1)) && COMPREPLY=($(compgen -W "$verbs" -- "$cur"))
  _advise_files "$cur"
}

complete -F _advise advise
