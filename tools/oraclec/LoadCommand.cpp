// oraclec load: load card libraries written by `oraclec build -o`, check
// that every function links, and say what they hold and how long loading
// took (docs/library-format.md).
#include "Commands.h"

#include "Basic/OutputFile.h"
#include "Driver/CardLibrary.h"
#include "Driver/Version.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <iostream>

namespace oraclec::cli {

namespace {
nlohmann::json describe(const driver::CardLibrary &lib) {
  size_t playable = 0, complete = 0;
  for (const auto &c : lib.cards()) {
    complete += c.complete;
    playable += lib.find(c.cardName) == c.definition;
  }
  const auto &s = lib.stats();
  return {
      {"status", "ok"},
      {"oraclec_version", lib.oraclecVersion()},
      {"target", {{"triple", lib.target().triple}, {"cpu", lib.target().cpu}}},
      {"opt_level", lib.optLevel()},
      {"bytes", s.bytes},
      {"objects", s.objects},
      {"functions", s.functions},
      {"faces", lib.cards().size()},
      {"complete_faces", complete},
      {"playable", playable},
      {"seconds", {{"read", s.read}, {"decode", s.decode}, {"link", s.link}, {"total", s.total}}}};
}

void summary(std::ostream &out, const std::string &path, const nlohmann::json &j) {
  out << fmt::format("{}: {} card faces ({} complete, {} playable by `run --cards`), {} functions "
                     "in {} object files, {:.1f} MB\n",
                     path, j["faces"].get<size_t>(), j["complete_faces"].get<size_t>(),
                     j["playable"].get<size_t>(), j["functions"].get<size_t>(),
                     j["objects"].get<size_t>(), double(j["bytes"].get<size_t>()) / 1e6);
  out << fmt::format("  built by oraclec {} for {} ({}), -O{}\n",
                     j["oraclec_version"].get<std::string>(),
                     j["target"]["triple"].get<std::string>(),
                     j["target"]["cpu"].get<std::string>(), j["opt_level"].get<unsigned>());
  auto &s = j["seconds"];
  out << fmt::format("  loaded in {:.3f} s (read {:.3f}, decode {:.3f}, link {:.3f})\n",
                     s["total"].get<double>(), s["read"].get<double>(), s["decode"].get<double>(),
                     s["link"].get<double>());
}
} // namespace

void addLoadCommand(CLI::App &app, CommandContext &ctx) {
  struct Options {
    std::vector<std::string> files;
    std::string report;
    bool list = false;
  };
  auto opts = std::make_shared<Options>();
  CLI::App *cmd =
      app.add_subcommand("load", "Load card libraries (`build -o`) and check their code links");
  cmd->add_option("--report", opts->report, "Write a JSON report to this file (- for stdout)");
  cmd->add_flag("--list", opts->list, "List every card face and how much of it compiled");
  cmd->add_option("libraries", opts->files, "Card library files")->required();
  cmd->callback([opts, &ctx] {
    nlohmann::json libraries = nlohmann::json::array();
    bool toStdout = isStdoutPath(opts->report);
    if (!opts->report.empty())
      if (std::string why = checkOutputPath(opts->report); !why.empty()) {
        std::cerr << cannotWriteMessage(opts->report, why);
        ctx.exitCode = 2;
        return;
      }
    int worst = 0;
    for (const auto &path : opts->files) {
      std::string error;
      auto lib = driver::CardLibrary::load(path, error);
      if (!lib) {
        std::cerr << path << ": error: " << error << "\n";
        libraries.push_back({{"path", path}, {"status", "error"}, {"error", error}});
        worst = 2;
        continue;
      }
      nlohmann::json j = describe(*lib);
      j["path"] = path;
      if (!toStdout)
        summary(std::cout, path, j);
      if (opts->list && !toStdout)
        for (const auto &c : lib->cards()) {
          size_t ok = 0;
          for (const auto &a : c.abilities)
            ok += a.compiled;
          std::cout << fmt::format(
              "  {:<8} {}{} ({}/{} abilities)\n", c.complete ? "compiled" : "partial", c.cardName,
              c.faceCount > 1 ? fmt::format(" [face {}/{}]", c.face + 1, c.faceCount) : "", ok,
              c.abilities.size());
        }
      libraries.push_back(std::move(j));
    }
    if (!opts->report.empty()) {
      nlohmann::json r{{"tool", "oraclec"}, {"version", versionString()}, {"libraries", libraries}};
      std::string bytes = r.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
      if (std::string why = writeOutputFile(opts->report, bytes); !why.empty()) {
        std::cerr << cannotWriteMessage(opts->report, why);
        worst = 2;
      }
    }
    ctx.exitCode = worst;
  });
}

} // namespace oraclec::cli
