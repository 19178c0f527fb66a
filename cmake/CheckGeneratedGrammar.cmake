# cmake -DDIR=<generated grammar folder> -P CheckGeneratedGrammar.cmake
# Fails when the ANTLR tool misread a non-ASCII literal of a .g4 file. A
# misread literal is U+FFFD, which shows up as
#   - the UTF-8 bytes EF BF BD in any generated file, or '?' runs in the
#     literal names of an .interp file written in an ASCII charset;
#   - 0xffff in a lexer's serialized ATN (4.7.2 stores each value + 2, so
#     0xffff is U+FFFD and nothing else).
if(NOT DIR OR NOT IS_DIRECTORY "${DIR}")
  message(FATAL_ERROR "CheckGeneratedGrammar: DIR '${DIR}' is not a folder")
endif()
file(GLOB _files "${DIR}/*.cpp" "${DIR}/*.h" "${DIR}/*.interp" "${DIR}/*.tokens")
if(NOT _files)
  message(FATAL_ERROR "CheckGeneratedGrammar: nothing generated in ${DIR}")
endif()
set(_bad "")
foreach(_f IN LISTS _files)
  file(READ "${_f}" _hex HEX)
  if(_hex MATCHES "efbfbd")
    list(APPEND _bad "${_f}: contains U+FFFD (a literal read in the wrong charset)")
  endif()
  if(_f MATCHES "\\.interp$")
    file(STRINGS "${_f}" _lits REGEX "^'.*\\?\\?.*'$")
    if(_lits)
      list(GET _lits 0 _first)
      list(APPEND _bad "${_f}: literal ${_first} was written as '?' (a literal read in the wrong charset)")
    endif()
  endif()
  if(_f MATCHES "Lexer\\.cpp$")
    file(READ "${_f}" _text)
    if(_text MATCHES "_serializedATN = {[^}]*0xffff[,\n ]")
      list(APPEND _bad "${_f}: the lexer's ATN matches U+FFFD (a literal read in the wrong charset)")
    endif()
  endif()
endforeach()
if(_bad)
  string(REPLACE ";" "\n  " _msg "${_bad}")
  message(FATAL_ERROR "ANTLR output is broken: non-ASCII grammar literals were misread.\n  ${_msg}\n"
                      "Run the tool with -encoding UTF-8 (cmake/Antlr.cmake does).")
endif()
