# Sourced by the scripts: configure() DIR [CMAKE-ARGS...] configures DIR with CMake's default
# generator (Unix Makefiles), as a user's plain `cmake -S . -B DIR` does, so that CI covers it.
# A folder configured earlier with another generator (e.g. -G Ninja) is configured afresh.
configure() {
  local dir=$1
  shift
  local fresh=()
  if [ -f "$dir/CMakeCache.txt" ] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Unix Makefiles' "$dir/CMakeCache.txt"; then
    fresh=(--fresh)
  fi
  cmake "${fresh[@]}" -S . -B "$dir" "$@"
}
