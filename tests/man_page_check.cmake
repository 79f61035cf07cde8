# Checks that the generated man page exists and lists the advise verb's main options.
# cmake -DPAGE=path/to/advise.1 -P man_page_check.cmake
if(NOT EXISTS "${PAGE}")
  message(FATAL_ERROR "no man page at ${PAGE}")
endif()
file(READ "${PAGE}" text)
# roff writes a minus sign as \-
string(REPLACE "\\-" "-" text "${text}")
foreach(option --situation --as-of --why-not --explain --top --format --facts --probe --rules --catalog
               --no-defaults)
  string(FIND "${text}" "${option}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the man page ${PAGE} does not mention ${option}")
  endif()
endforeach()
message(STATUS "${PAGE} lists the main options")
