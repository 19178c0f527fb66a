// The language server: JSON-RPC 2.0 over the LSP base protocol. It follows
// the lifecycle of the specification (initialize, initialized, shutdown,
// exit), answers every request it cannot serve with a JSON-RPC error
// (ParseError for bad JSON or framing, InvalidRequest, MethodNotFound,
// InvalidParams, ServerNotInitialized before `initialize`) and analyses each
// document again on every change, publishing its diagnostics.
#pragma once
#include "Lsp/CardIndex.h"
#include "Lsp/DocumentStore.h"
#include "Lsp/Transport.h"

#include <iosfwd>
#include <memory>
#include <nlohmann/json.hpp>

namespace oraclec::driver {
class Backend;
}

namespace oraclec::lsp {

struct ServerOptions {
  size_t maxMessageBytes = kDefaultMaxMessageBytes;
  std::string stdlibDir;    // the bundled cards (dataDirectory()/stdlib-cards)
  bool runScenarios = true; // play scenarios while typing (the IR interpreter)
};

class Server {
public:
  Server(std::ostream &out, ServerOptions options);
  ~Server();
  // Handles one frame; false once the client said `exit` or the input ended.
  bool handle(const Frame &frame);
  // The process's exit code: 0 after shutdown then exit, else 1 (the spec).
  int exitCode() const { return shutdown_ ? 0 : 1; }

private:
  enum class State { Uninitialized, Running, ShutDown };
  void dispatch(const nlohmann::json &msg);
  void request(const nlohmann::json &id, const std::string &method, const nlohmann::json &params);
  void notification(const std::string &method, const nlohmann::json &params);
  nlohmann::json initialize(const nlohmann::json &params);
  void analyze(Document &doc);
  void publish(const Document &doc);
  void reply(const nlohmann::json &id, nlohmann::json result);
  void error(const nlohmann::json &id, int code, const std::string &message);
  void send(const nlohmann::json &msg);
  void log(const std::string &message);

  std::ostream &out_;
  ServerOptions options_;
  State state_ = State::Uninitialized;
  bool shutdown_ = false, exited_ = false;
  DocumentStore docs_;
  CardIndex index_;
  std::unique_ptr<driver::Backend> backend_; // the interpreter, made on first use
  bool backendTried_ = false;
};

// Reads frames from `in` until `exit` or the end of the input; the exit code.
int runServer(std::istream &in, std::ostream &out, ServerOptions options);

} // namespace oraclec::lsp
