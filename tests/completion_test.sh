#!/usr/bin/env bash
# Drives the bash completion function as bash does (COMP_WORDS, COMP_CWORD, then COMPREPLY)
# for a verb, options, situation names, option values and .dsl files.
# usage: tests/completion_test.sh PATH/TO/advise   (from the source root)
set -u
advise=${1:?usage: completion_test.sh PATH/TO/advise}
source share/completions/advise.bash || exit 1
failures=0

# complete WORD... : COMPREPLY for the last word, one a line
complete_words() {
  COMP_WORDS=("$advise" "$@")
  COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
  COMPREPLY=()
  _advise
  printf '%s\n' "${COMPREPLY[@]}"
}

# expect WANTED WORD... : completing WORD... offers WANTED
expect() {
  local wanted=$1
  shift
  local offered
  offered=$(complete_words "$@")
  if ! grep -qxF -- "$wanted" <<<"$offered"; then
    echo "FAIL: completing '$*' does not offer '$wanted'; it offers:" >&2
    sed 's/^/  /' <<<"$offered" >&2
    failures=$((failures + 1))
  fi
}

# expect_none WORD... : completing WORD... offers nothing
expect_none() {
  local offered
  offered=$(complete_words "$@")
  if [[ -n $offered ]]; then
    echo "FAIL: completing '$*' offers '$offered', expected nothing" >&2
    failures=$((failures + 1))
  fi
}

expect check ch
expect catalog ""
expect probe pr
expect --situations catalog --sit
expect --coverage test --cov
expect --color check --co
expect --situation examples/imagenet-resnet50.dsl --sit
expect --why-not examples/imagenet-resnet50.dsl --wh
expect 'cost-efficient\ and\ cheap' examples/imagenet-resnet50.dsl --situation cost-efficient
expect 'little\ money' examples/imagenet-resnet50.dsl -s '"lit'
expect kaggle examples/imagenet-resnet50.dsl --situation ""
expect markdown examples/imagenet-resnet50.dsl --format m
expect never examples/imagenet-resnet50.dsl --color n
expect examples/imagenet-resnet50.dsl examples/imagenet-res
expect rules/situations.dsl check rules/sit
expect_none examples/imagenet-resnet50.dsl --top ""

if ((failures > 0)); then
  echo "$failures completion check(s) failed" >&2
  exit 1
fi
echo "completion: all checks passed"
