// libFuzzer entry point for the language server's input side: arbitrary
// bytes as what a client writes to `oraclec lsp`. The message reader must
// frame them (Content-Length) or report a framing error, always making
// progress; each message then goes through the server's JSON-RPC dispatch
// (lifecycle, params checks, documents analysed as .card files or scenarios
// when the bytes open one). Never a crash, a hang, an exception or a read
// beyond the message-size limit.
#include "Lsp/Server.h"
#include "Lsp/Transport.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char *>(data), size));
  std::ostringstream out;
  oraclec::lsp::ServerOptions options;
  options.maxMessageBytes = 4096; // small, so oversized messages are exercised
  options.stdlibDir = ORACLEC_SOURCE_DIR "/stdlib-cards";
  options.runScenarios = false; // the scenario runner has its own fuzzer (fuzz_scenario)
  oraclec::lsp::MessageReader reader(in, options.maxMessageBytes);
  oraclec::lsp::Server server(out, options);
  // Each frame consumes input, so this ends; the bound is a second guard.
  for (size_t frames = 0; frames <= size + 1; ++frames) {
    oraclec::lsp::Frame f = reader.next();
    if (f.kind == oraclec::lsp::Frame::Kind::Message && f.body.size() > options.maxMessageBytes)
      __builtin_trap(); // the limit was not enforced
    if (!server.handle(f)) break;
  }
  return 0;
}
