// Compiling a card database vs loading its saved code (`oraclec build -o`,
// docs/library-format.md).
//
//   bench_library [CORPUS.json] [--threads N] [--out FILE] [--loads N]
//                 [--skip-plain] [--json FILE]
//
// Rows, each wall-clock seconds in this process:
//   compile      runBuild as `oraclec build -jN` runs it, no -o
//   compile+save runBuild with -o FILE (its report's "save" second apart)
//   load         CardLibrary::load of FILE (read, decode, link), N times
//   decode       decodeLibrary alone (the definitions and header; no LLVM)
// and the ratio compile / load (best of N loads).
#include "Driver/Build.h"
#include "Driver/CardLibrary.h"
#include "Driver/LibraryFormat.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

using namespace oraclec;
using Clock = std::chrono::steady_clock;

namespace {
double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

struct Options {
  std::string corpus = "/work/shared/corpus/AtomicCards.sample.json";
  std::string out = (std::filesystem::temp_directory_path() / "bench_library.ocl").string();
  std::string json;
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  int loads = 5;
  bool skipPlain = false;
};

Options parse(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "bench_library: " << a << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--threads")
      o.threads = unsigned(std::stoul(value()));
    else if (a == "--out")
      o.out = value();
    else if (a == "--loads")
      o.loads = std::max(1, std::stoi(value()));
    else if (a == "--json")
      o.json = value();
    else if (a == "--skip-plain")
      o.skipPlain = true;
    else if (!a.empty() && a[0] != '-')
      o.corpus = a;
    else {
      std::cerr << "usage: bench_library [CORPUS.json] [--threads N] [--out FILE] [--loads N] "
                   "[--skip-plain] [--json FILE]\n";
      std::exit(2);
    }
  }
  return o;
}

// One `oraclec build` in this process; returns wall seconds and its report.
double build(const Options &o, bool save, nlohmann::json &report) {
  driver::BuildOptions b;
  b.inputs = {o.corpus};
  b.jobs = o.threads;
  b.quiet = true;
  b.reportPath = (std::filesystem::temp_directory_path() / "bench_library_report.json").string();
  if (save)
    b.outputPath = o.out;
  std::ostringstream out, err;
  auto t = Clock::now();
  int rc = driver::runBuild(b, out, err);
  double s = since(t);
  if (rc == 2) {
    std::cerr << err.str() << "bench_library: build failed\n";
    std::exit(2);
  }
  std::ifstream f(b.reportPath);
  report = nlohmann::json::parse(f);
  std::filesystem::remove(b.reportPath);
  return s;
}
} // namespace

int main(int argc, char **argv) {
  Options o = parse(argc, argv);
  if (!std::filesystem::exists(o.corpus)) {
    std::cerr << "bench_library: corpus " << o.corpus << " not found\n";
    return 2;
  }
  nlohmann::json result{{"corpus", o.corpus}, {"threads", o.threads}};
  nlohmann::json report;
  if (!o.skipPlain) {
    double s = build(o, false, report);
    result["compile"] = {{"wall", s}, {"seconds", report["seconds"]}};
    std::cout << fmt::format("compile       {:8.3f} s  ({} cards; parse {:.2f} codegen {:.2f})\n",
                             s, report["totals"]["cards"].get<size_t>(),
                             report["seconds"]["parse"].get<double>(),
                             report["seconds"]["codegen"].get<double>());
  }
  double saveWall = build(o, true, report);
  double saveOnly = report["seconds"]["save"].get<double>();
  result["compile_and_save"] = {
      {"wall", saveWall}, {"seconds", report["seconds"]}, {"library", report["library"]}};
  std::cout << fmt::format(
      "compile+save  {:8.3f} s  (save {:.3f} s; {} faces, {} objects, {:.2f} MB)\n", saveWall,
      saveOnly, report["library"]["faces"].get<size_t>(),
      report["library"]["objects"].get<size_t>(),
      double(report["library"]["bytes"].get<size_t>()) / 1e6);

  std::vector<double> loads;
  driver::LibraryLoadStats best;
  for (int i = 0; i < o.loads; ++i) {
    std::string error;
    auto t = Clock::now();
    auto lib = driver::CardLibrary::load(o.out, error);
    double s = since(t);
    if (!lib) {
      std::cerr << o.out << ": error: " << error << "\n";
      return 2;
    }
    if (loads.empty() || s < *std::min_element(loads.begin(), loads.end()))
      best = lib->stats();
    loads.push_back(s);
  }
  std::sort(loads.begin(), loads.end());
  double minLoad = loads.front(), median = loads[loads.size() / 2];
  std::cout << fmt::format("load          {:8.3f} s  best of {} (median {:.3f}; read {:.3f} decode "
                           "{:.3f} link {:.3f}; {} functions)\n",
                           minLoad, loads.size(), median, best.read, best.decode, best.link,
                           best.functions);

  std::ifstream f(o.out, std::ios::binary);
  std::string bytes{std::istreambuf_iterator<char>(f), {}};
  driver::LibraryContents contents;
  std::string error;
  auto t = Clock::now();
  driver::decodeLibrary(bytes, contents, error);
  double decode = since(t);
  std::cout << fmt::format("decode        {:8.3f} s  (header, checksum, definitions; no LLVM)\n",
                           decode);

  double compile =
      result.contains("compile") ? result["compile"]["wall"].get<double>() : saveWall - saveOnly;
  std::cout << fmt::format("ratio         {:8.1f}x  compile / load\n", compile / minLoad);
  result["load"] = {{"best", minLoad},   {"median", median},      {"runs", loads},
                    {"read", best.read}, {"decode", best.decode}, {"link", best.link}};
  result["decode_only"] = decode;
  result["ratio"] = compile / minLoad;
  if (!o.json.empty())
    std::ofstream(o.json) << result.dump(1) << "\n";
  return 0;
}
