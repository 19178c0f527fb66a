// Basic/OutputFile: every file oraclec writes is complete or not there at all.
#include "Basic/OutputFile.h"
#include "Driver/Pipeline.h"
#include "Text/Normalize.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace oraclec;
namespace fs = std::filesystem;

namespace {
struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("oraclec-output-" + std::to_string(::getpid()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
  std::string operator/(const std::string &name) const { return (path / name).string(); }
  // Everything in the directory, hidden temporaries included.
  size_t entries() const {
    size_t n = 0;
    for ([[maybe_unused]] auto &e : fs::directory_iterator(path))
      ++n;
    return n;
  }
};

std::string slurp(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
} // namespace

TEST_CASE("output file: written whole, replaced whole, no temporary left") {
  TempDir dir;
  std::string target = dir / "report.json";
  CHECK(checkOutputPath(target).empty());
  CHECK(dir.entries() == 0); // the probe file is gone
  REQUIRE(writeOutputFile(target, "first\n").empty());
  CHECK(slurp(target) == "first\n");
  ::chmod(target.c_str(), 0640);
  REQUIRE(writeOutputFile(target, std::string(100000, 'x')).empty());
  CHECK(slurp(target) == std::string(100000, 'x'));
  struct stat st;
  REQUIRE(::stat(target.c_str(), &st) == 0);
  CHECK((st.st_mode & 07777) == 0640); // the old file's permissions are kept
  CHECK(dir.entries() == 1);
  // Empty output is a valid (empty) file.
  REQUIRE(writeOutputFile(target, "").empty());
  CHECK(fs::file_size(target) == 0);
}

TEST_CASE("output file: a path that cannot be written gives the errno text") {
  TempDir dir;
  CHECK(checkOutputPath(dir.path.string()) == "Is a directory");
  CHECK(writeOutputFile(dir.path.string(), "x") == "Is a directory");
  CHECK(checkOutputPath(dir / "missing/report.json") == "No such file or directory");
  CHECK(writeOutputFile(dir / "missing/report.json", "x") == "No such file or directory");
  CHECK(checkOutputPath(dir / "new-dir/") == "Is a directory");
  std::ofstream(dir / "file") << "x";
  CHECK(checkOutputPath(dir / "file/report.json") == "Not a directory");
  CHECK(checkOutputPath("") == "No such file or directory");
  CHECK(cannotWriteMessage("a b.json", "Permission denied") ==
        "oraclec: error: cannot write 'a b.json': Permission denied\n");
  CHECK(cannotWriteMessage("-", "No space left on device") ==
        "oraclec: error: cannot write '<stdout>': No space left on device\n");
}

TEST_CASE("output file: a device is written in place, never replaced") {
  if (!fs::exists("/dev/full") || !fs::exists("/dev/null")) return;
  CHECK(checkOutputPath("/dev/null").empty());
  CHECK(writeOutputFile("/dev/null", "x").empty());
  CHECK(checkOutputPath("/dev/full").empty()); // writable; full only when written
  CHECK(writeOutputFile("/dev/full", "x") == "No space left on device");
  CHECK(fs::is_character_file("/dev/full"));
}

TEST_CASE("output file: a symbolic link is followed, not replaced") {
  TempDir dir;
  std::ofstream(dir / "real.json") << "old";
  fs::create_symlink("real.json", dir.path / "link.json");
  REQUIRE(writeOutputFile(dir / "link.json", "new").empty());
  CHECK(fs::is_symlink(dir.path / "link.json"));
  CHECK(slurp(dir / "real.json") == "new");
  CHECK(dir.entries() == 2);
}

TEST_CASE("invalid UTF-8: replaced for display, found per card field with its byte offset") {
  CHECK(text::replaceInvalidUtf8("ok \xC3\xA9") == "ok \xC3\xA9");
  CHECK(text::replaceInvalidUtf8("a\xFF"
                                 "b") == "a\xEF\xBF\xBD"
                                         "b");
  CHECK(text::replaceInvalidUtf8("cut \xE3\x81") == "cut \xEF\xBF\xBD");

  auto file =
      std::make_shared<SourceFile>("bad.card", "name: X\ntext: |-\n  Draw a \xC3\x28 card.\n");
  driver::CardRecord card;
  card.name = "Good";
  driver::CardFaceRecord face;
  face.printed.name = "Good";
  face.printed.typeLine = "Instant";
  uint32_t begin = uint32_t(file->text().find("Draw"));
  face.text = {file, begin, uint32_t(file->text().size() - begin - 1)};
  card.faces.push_back(face);
  CHECK(driver::invalidUtf8InFace(card, card.faces[0], Language::En) ==
        "bad.card:3:10: error: invalid UTF-8 at byte 7 of the rules text [E0001]");
  // No Japanese text: nothing to check in Japanese but the printed fields.
  CHECK(driver::invalidUtf8InFace(card, card.faces[0], Language::Ja).empty());
  card.faces[0].printed.typeLine = "Inst\x80nt";
  CHECK(driver::invalidUtf8InFace(card, card.faces[0], Language::Ja) ==
        "bad.card: error: invalid UTF-8 at byte 4 of the type line");
  card.name = "\xFFGood";
  CHECK(driver::invalidUtf8InFace(card, card.faces[0], Language::En) ==
        "bad.card: error: invalid UTF-8 at byte 0 of the card name");

  driver::StageSeconds seconds;
  driver::CardOutcome out = driver::compileFrontToIR(card, {Language::En, true}, seconds);
  CHECK(out.name == "\xEF\xBF\xBDGood");
  CHECK(out.status == driver::CardStatus::Failed);
  REQUIRE(out.faces.size() == 1);
  REQUIRE(out.faces[0].abilities.size() == 1);
  CHECK(out.faces[0].abilities[0].status == driver::AbilityStatus::Error);
  CHECK(out.faces[0].abilities[0].text == "Draw a \xEF\xBF\xBD( card.");
}
