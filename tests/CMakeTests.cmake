# Scenario, CLI-contract and CR-citation tests (included by tests/CMakeLists.txt).
# See docs/scenarios.md.
#   scenario.jit.<name> / scenario.interp.<name>     tests/scenarios/*.yaml must pass (exit 0)
#   scenario.trace.{jit,interp}.<name>               scenarios with `# trace-expect:` lines: the
#                                                    --trace output must match every one of them
#   scenario.must-fail.{jit,interp}.<name>           tests/scenarios/must-fail/*.yaml must exit
#                                                    exactly 1 (or `# expect-exit: N`) and match
#                                                    every `# expect-error:` regex
#   cli.contract                                     tests/cli/run-cli-tests.sh
#   lsp.client                                       tests/lsp/test_lsp.py (oraclec lsp, scripted client)
#   lsp.nvim                                         tools/lsp/nvim-demo.sh (skipped without nvim)
#   lsp.fuzz-seeds                                   tests/lsp/replay-seeds.sh (fuzz seeds through oraclec lsp)
#   cli.report                                       tests/cli/run-report-tests.sh
#   tools.check-cr-citations (+ .self-test)          tools/check-cr-citations.py
# tests/scenarios/known-bugs/ is deliberately not registered.

set(_oc_scen_dir ${CMAKE_CURRENT_SOURCE_DIR}/scenarios)
set(_oc_check ${CMAKE_CURRENT_SOURCE_DIR}/cli/check-scenario.cmake)
set(_oc_env ORACLEC_DATA=${ORACLEC_SOURCE_DIR})

file(GLOB _oc_scenarios CONFIGURE_DEPENDS ${_oc_scen_dir}/*.yaml)
foreach(_f IN LISTS _oc_scenarios)
  get_filename_component(_n ${_f} NAME_WE)
  add_test(NAME scenario.jit.${_n} COMMAND $<TARGET_FILE:oraclec> run ${_f})
  add_test(NAME scenario.interp.${_n} COMMAND $<TARGET_FILE:oraclec> run --engine interpreter ${_f})
  set_tests_properties(scenario.jit.${_n} scenario.interp.${_n} PROPERTIES
    ENVIRONMENT "${_oc_env}" LABELS "scenario" TIMEOUT 60)
  file(STRINGS ${_f} _trace LIMIT_COUNT 1 REGEX "^# trace-expect: ")
  if(_trace)
    foreach(_engine jit interpreter)
      set(_t scenario.trace.${_engine}.${_n})
      if(_engine STREQUAL "interpreter")
        set(_t scenario.trace.interp.${_n})
      endif()
      add_test(NAME ${_t} COMMAND ${CMAKE_COMMAND} -DORACLEC=$<TARGET_FILE:oraclec> -DSCENARIO=${_f}
                                  -DENGINE=${_engine} -DMODE=trace -P ${_oc_check})
      set_tests_properties(${_t} PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "scenario" TIMEOUT 90)
    endforeach()
  endif()
endforeach()

file(GLOB _oc_must_fail CONFIGURE_DEPENDS ${_oc_scen_dir}/must-fail/*.yaml)
foreach(_f IN LISTS _oc_must_fail)
  get_filename_component(_n ${_f} NAME_WE)
  foreach(_engine jit interpreter)
    set(_t scenario.must-fail.jit.${_n})
    if(_engine STREQUAL "interpreter")
      set(_t scenario.must-fail.interp.${_n})
    endif()
    add_test(NAME ${_t} COMMAND ${CMAKE_COMMAND} -DORACLEC=$<TARGET_FILE:oraclec> -DSCENARIO=${_f}
                                -DENGINE=${_engine} -DMODE=fail -P ${_oc_check})
    set_tests_properties(${_t} PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "scenario;must-fail" TIMEOUT 90)
  endforeach()
endforeach()

# The command-line contract (docs/contracts.md) on good and bad input.
find_program(_oc_bash bash)
if(_oc_bash)
  add_test(NAME cli.contract COMMAND ${_oc_bash} ${CMAKE_CURRENT_SOURCE_DIR}/cli/run-cli-tests.sh $<TARGET_FILE:oraclec>)
  set_tests_properties(cli.contract PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "cli"
    WORKING_DIRECTORY ${ORACLEC_SOURCE_DIR} TIMEOUT 300)
endif()

# The build report on database shapes: gap ranking, ids, xcheck of Scryfall
# printed_text, --fail-under, the HTML page (tests/databases/ fixtures).
if(_oc_bash)
  add_test(NAME cli.report COMMAND ${_oc_bash} ${CMAKE_CURRENT_SOURCE_DIR}/cli/run-report-tests.sh $<TARGET_FILE:oraclec>)
  set_tests_properties(cli.report PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "cli"
    WORKING_DIRECTORY ${ORACLEC_SOURCE_DIR} TIMEOUT 300)
endif()

# Grammar generation and every command give the same result with no locale, C,
# C.UTF-8 and ja_JP.UTF-8 (issue 13: the ANTLR tool once read .g4 files as ASCII).
if(_oc_bash)
  add_test(NAME cli.locale-independence
           COMMAND ${_oc_bash} ${CMAKE_CURRENT_SOURCE_DIR}/cli/locale-independence.sh
                   $<TARGET_FILE:oraclec> ${ANTLR4_TOOL} ${CMAKE_BINARY_DIR}/grammar ${ORACLEC_ANTLR_FLAGS})
  set_tests_properties(cli.locale-independence PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "cli" TIMEOUT 1200) # 16 ANTLR (JVM) runs: minutes on a loaded 2-core machine
endif()

# Every CR rule cited by a scenario or a unit test name must exist.
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  set(_oc_py ${Python3_EXECUTABLE})
else()
  set(_oc_py python3)
endif()

# oraclec lsp: a scripted client speaking JSON-RPC over stdio (docs/lsp.md), and
# Neovim's own LSP client when nvim is installed (skipped, saying so, when not).
add_test(NAME lsp.client
         COMMAND ${_oc_py} ${CMAKE_CURRENT_SOURCE_DIR}/lsp/test_lsp.py $<TARGET_FILE:oraclec> ${ORACLEC_SOURCE_DIR})
set_tests_properties(lsp.client PROPERTIES LABELS "cli;lsp" TIMEOUT 300)
if(_oc_bash)
  add_test(NAME lsp.fuzz-seeds COMMAND ${_oc_bash} ${CMAKE_CURRENT_SOURCE_DIR}/lsp/replay-seeds.sh
           $<TARGET_FILE:oraclec> ${CMAKE_CURRENT_SOURCE_DIR}/fuzz/corpus/lsp_reader)
  set_tests_properties(lsp.fuzz-seeds PROPERTIES ENVIRONMENT "${_oc_env}" LABELS "cli;lsp" TIMEOUT 300)
  add_test(NAME lsp.nvim COMMAND ${_oc_bash} ${ORACLEC_SOURCE_DIR}/tools/lsp/nvim-demo.sh $<TARGET_FILE:oraclec>)
  set_tests_properties(lsp.nvim PROPERTIES LABELS "cli;lsp" TIMEOUT 300 SKIP_RETURN_CODE 77)
endif()
add_test(NAME tools.check-cr-citations
         COMMAND ${_oc_py} ${ORACLEC_SOURCE_DIR}/tools/check-cr-citations.py --root ${ORACLEC_SOURCE_DIR})
# ... and the checker really rejects rules that don't exist (built-in self-test).
add_test(NAME tools.check-cr-citations.self-test
         COMMAND ${_oc_py} ${ORACLEC_SOURCE_DIR}/tools/check-cr-citations.py --root ${ORACLEC_SOURCE_DIR} --self-test)
set_tests_properties(tools.check-cr-citations tools.check-cr-citations.self-test PROPERTIES LABELS "cr")

# Fuzzer-found inputs that once crashed `oraclec run`: each must now end with
# a diagnostic (exit 1 or 2), never a signal.
file(GLOB fuzz_regressions CONFIGURE_DEPENDS ${ORACLEC_SOURCE_DIR}/tests/fuzz/regressions/fuzz_scenario/*.yaml)
foreach(f ${fuzz_regressions})
  get_filename_component(stem ${f} NAME_WE)
  add_test(NAME fuzz-regression.${stem}
           COMMAND bash -c "\"$1\" run \"$2\" >/dev/null 2>&1; rc=$?; [ $rc -eq 1 ] || [ $rc -eq 2 ]"
                   _ $<TARGET_FILE:oraclec> ${f})
  set_tests_properties(fuzz-regression.${stem} PROPERTIES ENVIRONMENT ORACLEC_DATA=${ORACLEC_SOURCE_DIR})
endforeach()
