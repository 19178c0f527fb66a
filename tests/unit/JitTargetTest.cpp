// Saved code must load on other machines (docs/library-format.md): a JIT that
// keeps objects for `build -o` targets the architecture's baseline unless the
// host CPU is asked for, and a library compiled with features this host lacks
// is refused with the missing features named.
#include "CodeGen/Jit.h"

#include <doctest/doctest.h>

using namespace oraclec::codegen;

TEST_CASE("jit: generic target has no host feature, host target has them") {
  std::string error;
  auto generic = JitEngine::create({0, true, TargetCpu::Generic}, error);
  REQUIRE_MESSAGE(generic, error);
  auto host = JitEngine::create({0, true, TargetCpu::Host}, error);
  REQUIRE_MESSAGE(host, error);
  CHECK(generic->target().features.empty());
  if (generic->target().triple.rfind("x86_64", 0) == 0) CHECK(generic->target().cpu == "x86-64");
  // Code for the baseline runs here; host code is compatible with its own host.
  CHECK(host->checkCompatible(generic->target()).empty());
  CHECK(host->checkCompatible(host->target()).empty());
}

TEST_CASE("jit: a library needing a feature this host lacks is refused, naming it") {
  std::string error;
  auto host = JitEngine::create({}, error);
  REQUIRE_MESSAGE(host, error);
  TargetInfo saved = host->target();
  saved.cpu = "some-future-cpu";
  saved.features = "+sse2,+oraclec-feature-no-cpu-has";
  std::string why = host->checkCompatible(saved);
  CHECK(why.find("oraclec-feature-no-cpu-has") != std::string::npos);
  CHECK(why.find("some-future-cpu") != std::string::npos);
  saved = host->target();
  saved.triple = "riscv64-unknown-linux-gnu";
  CHECK(host->checkCompatible(saved).find("riscv64") != std::string::npos);
}
