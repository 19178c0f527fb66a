# Every dependency is a Debian package installed by tools/install-deps.sh.
find_package(LLVM 19.1 REQUIRED CONFIG HINTS /usr/lib/llvm-19/lib/cmake/llvm)
separate_arguments(ORACLEC_LLVM_DEFS NATIVE_COMMAND "${LLVM_DEFINITIONS}")
find_package(ICU 72 REQUIRED COMPONENTS uc i18n)
find_package(fmt 9 REQUIRED CONFIG)
find_package(doctest 2.4 REQUIRED CONFIG)
find_package(nlohmann_json 3 REQUIRED CONFIG)
find_package(yaml-cpp REQUIRED CONFIG)
find_package(CLI11 REQUIRED CONFIG)

# The ANTLR 4 C++ runtime ships no CMake or pkg-config file on Debian.
find_path(ANTLR4_RUNTIME_INCLUDE antlr4-runtime.h PATHS /usr/include/antlr4-runtime REQUIRED)
find_library(ANTLR4_RUNTIME_LIB antlr4-runtime REQUIRED)
add_library(antlr4_runtime INTERFACE)
target_include_directories(antlr4_runtime SYSTEM INTERFACE ${ANTLR4_RUNTIME_INCLUDE})
target_link_libraries(antlr4_runtime INTERFACE ${ANTLR4_RUNTIME_LIB})

# libgettextpo: the GNU gettext PO reader (no CMake file either).
find_path(GETTEXTPO_INCLUDE gettext-po.h REQUIRED)
find_library(GETTEXTPO_LIB gettextpo REQUIRED)
add_library(gettextpo INTERFACE)
target_include_directories(gettextpo SYSTEM INTERFACE ${GETTEXTPO_INCLUDE})
target_link_libraries(gettextpo INTERFACE ${GETTEXTPO_LIB})

add_library(llvm_jit INTERFACE)
target_include_directories(llvm_jit SYSTEM INTERFACE ${LLVM_INCLUDE_DIRS})
target_compile_definitions(llvm_jit INTERFACE ${ORACLEC_LLVM_DEFS})
target_link_libraries(llvm_jit INTERFACE LLVM)
