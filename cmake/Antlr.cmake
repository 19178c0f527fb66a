# oraclec_add_grammar(TARGET <lib> PACKAGE <ns> DIR <grammar dir> GRAMMARS X.g4 IMPORTS common.g4)
# Grammars are combined (lexer+parser) and import shared lexer pieces from
# grammar/common through ANTLR `import`.
# Generates C++ from ANTLR 4.7.2 grammars (Debian's `antlr4` tool; its CMake
# helper is broken on Debian) and builds them as a static library.
find_program(ANTLR4_TOOL antlr4 REQUIRED)

# The tool reads .g4 files (and writes its output) in the JVM's default
# charset, which is ASCII when no locale is set (a bare Debian root, CI): every
# Japanese, Korean and Polish literal would silently become U+FFFD. Always
# UTF-8, whatever the locale. tests/cli/locale-independence.sh regenerates the
# grammars with these flags under several locales and compares.
set(ORACLEC_ANTLR_FLAGS -encoding UTF-8 -Dlanguage=Cpp -visitor -no-listener -Xexact-output-dir
    CACHE INTERNAL "flags of every ANTLR tool run")
set(ORACLEC_ANTLR_CHECK ${CMAKE_CURRENT_LIST_DIR}/CheckGeneratedGrammar.cmake)

function(oraclec_add_grammar)
  cmake_parse_arguments(G "" "TARGET;PACKAGE;DIR" "GRAMMARS;IMPORTS" ${ARGN})
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${G_PACKAGE})
  set(sources "")
  set(deps "")
  foreach(imp ${G_IMPORTS})
    list(APPEND deps ${imp})
  endforeach()
  foreach(g ${G_GRAMMARS})
    get_filename_component(base ${g} NAME_WE)
    list(APPEND deps ${G_DIR}/${g})
  endforeach()
  set(outputs "")
  foreach(g ${G_GRAMMARS})
    get_filename_component(base ${g} NAME_WE)
    if(base MATCHES "Lexer$")
      list(APPEND outputs ${out}/${base}.cpp ${out}/${base}.h)
    elseif(base MATCHES "Parser$")
      list(APPEND outputs ${out}/${base}.cpp ${out}/${base}.h
           ${out}/${base}Visitor.cpp ${out}/${base}Visitor.h
           ${out}/${base}BaseVisitor.cpp ${out}/${base}BaseVisitor.h)
    else()
      # The headers are outputs too: a front end includes them, and unless
      # ninja knows this edge writes them it does not rebuild that front end
      # in the same run when a grammar changes (token numbers shift: stale
      # objects that misread every token after the change).
      foreach(part Lexer Parser Visitor BaseVisitor)
        list(APPEND outputs ${out}/${base}${part}.cpp ${out}/${base}${part}.h)
      endforeach()
    endif()
  endforeach()
  # Lexers first so parsers find the .tokens files; one tool run keeps order.
  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${ANTLR4_TOOL} ${ORACLEC_ANTLR_FLAGS} -package ${G_PACKAGE}
            -o ${out} -lib ../common ${G_GRAMMARS}
    # Fails the build loudly if a literal was misread (U+FFFD in the output).
    COMMAND ${CMAKE_COMMAND} -DDIR=${out} -P ${ORACLEC_ANTLR_CHECK}
    WORKING_DIRECTORY ${G_DIR}
    DEPENDS ${deps} ${ORACLEC_ANTLR_CHECK}
    COMMENT "ANTLR ${G_PACKAGE}: ${G_GRAMMARS}"
    VERBATIM)
  list(FILTER outputs INCLUDE REGEX "\\.cpp$")
  add_library(${G_TARGET} STATIC ${outputs})
  target_include_directories(${G_TARGET} PUBLIC ${out})
  target_link_libraries(${G_TARGET} PUBLIC antlr4_runtime)
  # Generated code: u8 literals (C++17 semantics) and g++12 lambda warnings.
  target_compile_options(${G_TARGET} PRIVATE -fno-char8_t -Wno-deprecated -Wno-unused-parameter -w)
  set_target_properties(${G_TARGET} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endfunction()
