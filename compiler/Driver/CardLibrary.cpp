#include "Driver/CardLibrary.h"

#include "Basic/OutputFile.h"

#include <llvm/Support/MemoryBuffer.h>

#include <fmt/format.h>

#include <chrono>

namespace oraclec::driver {

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// A card without functions (a vanilla creature): what the JIT gives an empty
// module, a code object whose every call returns 0.
class NoCode final : public rt::CardCode {
public:
  rt::Value call(rt::FnId, rt::ExecContext *, rt::Value) const override { return 0; }
  // Performs no operation.
  bool opsTraced() const override { return true; }
};
} // namespace

std::unique_ptr<CardLibrary> CardLibrary::load(const std::string &path, std::string &error) {
  auto start = Clock::now();
  // Mapped, not read, when large; the object files are copied out of it.
  auto file = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!file) {
    error = "cannot read: " + file.getError().message();
    return nullptr;
  }
  std::unique_ptr<CardLibrary> lib(new CardLibrary());
  lib->stats_.bytes = (*file)->getBufferSize();
  lib->stats_.read = since(start);

  auto t = Clock::now();
  LibraryContents contents;
  if (!decodeLibrary((*file)->getBuffer(), contents, error))
    return nullptr;
  if (contents.runtimeFingerprint != runtimeFingerprint()) {
    error = fmt::format("built by oraclec {} for a different runtime (its operations or "
                        "vocabulary changed since); rebuild it with `oraclec build -o`",
                        contents.oraclecVersion);
    return nullptr;
  }
  lib->stats_.decode = since(t);

  t = Clock::now();
  lib->engine_ = codegen::JitEngine::create({}, error);
  if (!lib->engine_) {
    error = "cannot create the JIT: " + error;
    return nullptr;
  }
  if (std::string why = lib->engine_->checkCompatible(contents.target); !why.empty()) {
    error = "cannot run here: " + why;
    return nullptr;
  }
  // Function symbols grouped by object file, in entry order.
  std::vector<std::vector<std::vector<std::string>>> names(contents.objects.size());
  for (auto &e : contents.entries)
    if (e.object >= 0)
      names[size_t(e.object)].push_back(e.functions);
  std::vector<std::string_view> objects(contents.objects.begin(), contents.objects.end());
  std::string linkError;
  auto code = lib->engine_->load(objects, names, linkError);
  if (!linkError.empty()) {
    error = "cannot link its code: " + linkError;
    return nullptr;
  }
  std::vector<size_t> next(objects.size(), 0);
  auto noCode = std::make_shared<NoCode>();
  for (auto &e : contents.entries) {
    auto def = std::make_shared<rt::CardDefinition>(std::move(e.definition));
    def->code = e.object >= 0 ? code[size_t(e.object)][next[size_t(e.object)]++] : noCode;
    lib->stats_.functions += e.functions.size();
    if (e.complete && e.faceCount == 1)
      lib->playable_.emplace(e.cardName, lib->cards_.size());
    lib->cards_.push_back({std::move(e.cardName), e.face, e.faceCount, e.complete,
                           std::move(e.abilities), e.functions.size(), std::move(def)});
  }
  lib->stats_.link = since(t);
  lib->stats_.objects = contents.objects.size();
  lib->version_ = std::move(contents.oraclecVersion);
  lib->target_ = std::move(contents.target);
  lib->optLevel_ = contents.optLevel;
  lib->stats_.total = since(start);
  return lib;
}

std::vector<std::shared_ptr<const rt::CardDefinition>> CardLibrary::definitions() const {
  std::vector<std::shared_ptr<const rt::CardDefinition>> out;
  out.reserve(cards_.size());
  for (const auto &c : cards_)
    out.push_back(c.definition);
  return out;
}

std::shared_ptr<const rt::CardDefinition> CardLibrary::find(const std::string &name) const {
  auto it = playable_.find(name);
  return it == playable_.end() ? nullptr : cards_[it->second].definition;
}

bool saveCardLibrary(const std::string &path, const LibraryContents &contents, std::string &error) {
  // Written next to the target, then renamed over it (Basic/OutputFile.h): a
  // reader never sees half a library, and a failed build leaves the previous
  // one intact.
  error = writeOutputFile(path, encodeLibrary(contents));
  return error.empty();
}

} // namespace oraclec::driver
