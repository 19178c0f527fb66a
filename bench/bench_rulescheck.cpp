// rules-check throughput: rules per second on the 5,126-entry Polish PO seed
// (libgettextpo read + every checker) and on the Japanese seed. The
// reference is loaded once, outside the timed loop, as the command does.
#include "Driver/Version.h"
#include "RulesCheck/RulesCheck.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>

using namespace oraclec::rules;

namespace {
struct Total {
  size_t rules = 0;
  double seconds = 0;
};

void bench(RulesChecker &checker, const std::string &label, const std::string &path, int rounds,
           Total &total) {
  if (!std::filesystem::exists(path)) {
    std::printf("%-28s missing: %s\n", label.c_str(), path.c_str());
    return;
  }
  checker.checkFile(path); // warm-up: file cache, glossary load
  size_t rules = 0, findings = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < rounds; ++i) {
    DocumentResult r = checker.checkFile(path);
    rules += r.document.ruleCount();
    findings += r.findings.size();
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  total.rules += rules;
  total.seconds += s;
  std::printf(
      "%-28s %6zu rules x %d rounds in %.3f s: %10.0f rules/s, %.1f ms/document, %zu findings\n",
      label.c_str(), rules / rounds, rounds, s, double(rules) / s, 1000 * s / rounds,
      findings / rounds);
}
} // namespace

int main(int argc, char **argv) {
  std::string shared = argc > 1 ? argv[1] : std::string(ORACLEC_SHARED_DIR);
  Options o;
  o.dataDir = oraclec::dataDirectory();
  auto t0 = std::chrono::steady_clock::now();
  RulesChecker checker(o);
  double load = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!checker.setupError().empty()) {
    std::fprintf(stderr, "%s\n", checker.setupError().c_str());
    return 2;
  }
  std::printf("reference load (2022-04-29, plain text): %.1f ms\n", load * 1000);
  Total total;
  bench(checker, "Polish PO (001, 5,126 msgs)", shared + "/seeds/001_d49318f54fbe96a5.txt", 20,
        total);
  bench(checker, "Japanese plain (004)", shared + "/seeds/004_5b900e1a5ef93c8f.txt", 20, total);
  bench(checker, "Korean Jekyll (003)", shared + "/seeds/003_b3e8973a60215f5c.txt", 20, total);
  bench(checker, "Korean Jekyll (000)", shared + "/seeds/000_bd5ccad345f95da2.txt", 20, total);
  if (total.seconds > 0)
    std::printf("%-28s %6zu rules in %.3f s: %10.0f rules/s (target: 50,000)\n", "all documents",
                total.rules, total.seconds, double(total.rules) / total.seconds);
  return 0;
}
