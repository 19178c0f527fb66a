#include "Lsp/Server.h"

#include "Driver/Backend.h"
#include "Driver/Version.h"
#include "Lsp/Features.h"
#include "Lsp/Uri.h"

#include <istream>
#include <ostream>

namespace oraclec::lsp {

namespace {
using json = nlohmann::json;

// JSON-RPC 2.0 and LSP error codes.
constexpr int kParseError = -32700, kInvalidRequest = -32600, kMethodNotFound = -32601,
              kInvalidParams = -32602, kServerNotInitialized = -32002;

// A request's params that are not what the method takes.
struct BadParams {
  std::string what;
};

const json &member(const json &j, const char *key, json::value_t type, const char *what) {
  if (!j.is_object()) throw BadParams{std::string(what) + ": params must be an object"};
  auto it = j.find(key);
  if (it == j.end() || it->type() != type)
    throw BadParams{std::string(what) + ": '" + key + "' is missing or of the wrong type"};
  return *it;
}

std::string uriOf(const json &params, const char *what) {
  const json &doc = member(params, "textDocument", json::value_t::object, what);
  return member(doc, "uri", json::value_t::string, what).get<std::string>();
}

Position positionOf(const json &params, const char *what) {
  Position p;
  if (!params.is_object() || !params.contains("position") || !fromJson(params["position"], p))
    throw BadParams{std::string(what) + ": 'position' must be {line, character}"};
  return p;
}

int64_t versionOf(const json &doc) {
  auto it = doc.find("version");
  return it != doc.end() && it->is_number_integer() ? it->get<int64_t>() : 0;
}
} // namespace

Server::Server(std::ostream &out, ServerOptions options)
    : out_(out), options_(std::move(options)) {}

Server::~Server() = default;

bool Server::handle(const Frame &frame) {
  switch (frame.kind) {
  case Frame::Kind::End:
    return false;
  case Frame::Kind::BadHeader:
    error(nullptr, kParseError, "unreadable message header: " + frame.problem);
    return true;
  case Frame::Kind::TooLarge:
    error(nullptr, kInvalidRequest, "message too large: " + frame.problem);
    return true;
  case Frame::Kind::Message:
    break;
  }
  json msg = json::parse(frame.body, nullptr, /*allow_exceptions=*/false);
  if (msg.is_discarded()) {
    error(nullptr, kParseError, "the message is not JSON");
    return true;
  }
  dispatch(msg);
  return !exited_;
}

void Server::dispatch(const json &msg) {
  if (!msg.is_object()) { // batches are not part of LSP
    error(nullptr, kInvalidRequest, "a message must be a JSON object");
    return;
  }
  auto idIt = msg.find("id");
  bool hasId = idIt != msg.end();
  json id = hasId ? *idIt : json(nullptr);
  if (hasId && !id.is_string() && !id.is_number_integer()) {
    error(nullptr, kInvalidRequest, "'id' must be a string or an integer");
    return;
  }
  auto rpc = msg.find("jsonrpc");
  if (rpc == msg.end() || *rpc != "2.0") {
    error(id, kInvalidRequest, "'jsonrpc' must be \"2.0\"");
    return;
  }
  auto methodIt = msg.find("method");
  if (methodIt == msg.end()) {
    if (hasId && (msg.contains("result") || msg.contains("error")))
      return; // a response to a request of ours: we send none that need one
    error(id, kInvalidRequest, "a request needs a 'method'");
    return;
  }
  if (!methodIt->is_string()) {
    error(id, kInvalidRequest, "'method' must be a string");
    return;
  }
  std::string method = methodIt->get<std::string>();
  json params = msg.value("params", json(nullptr));
  if (!params.is_null() && !params.is_object() && !params.is_array()) {
    if (hasId) error(id, kInvalidParams, "'params' must be an object or an array");
    return;
  }
  try {
    if (hasId)
      request(id, method, params);
    else
      notification(method, params);
  } catch (const BadParams &e) {
    if (hasId)
      error(id, kInvalidParams, e.what);
    else
      log("ignored " + method + ": " + e.what);
  } catch (const json::exception &e) { // a value of an unexpected type deeper down
    if (hasId)
      error(id, kInvalidParams, std::string("invalid params: ") + e.what());
    else
      log("ignored " + method + ": " + e.what());
  }
}

void Server::request(const json &id, const std::string &method, const json &params) {
  if (state_ == State::Uninitialized && method != "initialize") {
    error(id, kServerNotInitialized, "the server is not initialized: send 'initialize' first");
    return;
  }
  if (state_ == State::ShutDown) {
    error(id, kInvalidRequest, "the server is shut down: only 'exit' is accepted");
    return;
  }
  if (method == "initialize") {
    if (state_ != State::Uninitialized) {
      error(id, kInvalidRequest, "'initialize' was already received");
      return;
    }
    reply(id, initialize(params));
    state_ = State::Running;
    return;
  }
  if (method == "shutdown") {
    state_ = State::ShutDown;
    shutdown_ = true;
    reply(id, nullptr);
    return;
  }
  if (method == "textDocument/hover" || method == "textDocument/completion" ||
      method == "textDocument/definition") {
    std::string uri = uriOf(params, method.c_str());
    Position at = positionOf(params, method.c_str());
    Document *doc = docs_.find(uri);
    if (!doc) {
      error(id, kInvalidParams, method + ": the document is not open: " + uri);
      return;
    }
    if (method == "textDocument/hover")
      reply(id, hover(*doc, at, index_));
    else if (method == "textDocument/completion")
      reply(id, completion(*doc, at, index_));
    else
      reply(id, definition(*doc, at, index_));
    return;
  }
  error(id, kMethodNotFound, "unknown method '" + method + "'");
}

void Server::notification(const std::string &method, const json &params) {
  if (method == "exit") {
    exited_ = true;
    return;
  }
  if (state_ != State::Running) // before initialize and after shutdown: dropped (the spec)
    return;
  if (method == "textDocument/didOpen") {
    const json &td = member(params, "textDocument", json::value_t::object, "didOpen");
    std::string uri = member(td, "uri", json::value_t::string, "didOpen").get<std::string>();
    std::string text = member(td, "text", json::value_t::string, "didOpen").get<std::string>();
    Document *doc = docs_.open(uri, std::move(text), versionOf(td));
    if (!doc) {
      log("too many open documents; not analysing " + uri);
      return;
    }
    analyze(*doc);
  } else if (method == "textDocument/didChange") {
    std::string uri = uriOf(params, "didChange");
    const json &changes = member(params, "contentChanges", json::value_t::array, "didChange");
    Document *doc = docs_.find(uri);
    if (!doc) throw BadParams{"didChange: the document is not open: " + uri};
    // Full sync: the last change holds the whole text.
    if (changes.empty() || !changes.back().is_object() || !changes.back().contains("text") ||
        !changes.back()["text"].is_string() || changes.back().contains("range"))
      throw BadParams{"didChange: expected the whole text (full sync)"};
    doc->text = changes.back()["text"].get<std::string>();
    doc->version = versionOf(params["textDocument"]);
    analyze(*doc);
  } else if (method == "textDocument/didClose") {
    std::string uri = uriOf(params, "didClose");
    if (Document *doc = docs_.find(uri)) {
      if (doc->kind == DocumentKind::Card) index_.setOpenText(doc->path, nullptr);
      json clear = {{"jsonrpc", "2.0"},
                    {"method", "textDocument/publishDiagnostics"},
                    {"params", {{"uri", uri}, {"diagnostics", json::array()}}}};
      docs_.close(uri);
      send(clear);
    }
  } else if (method == "textDocument/didSave") {
    index_.markStale();
  } else if (method == "workspace/didChangeWatchedFiles") {
    index_.markStale();
  }
  // initialized, $/cancelRequest, $/setTrace, didChangeConfiguration...: nothing to do.
}

json Server::initialize(const json &params) {
  std::vector<std::string> roots;
  if (params.is_object()) {
    if (auto wf = params.find("workspaceFolders"); wf != params.end() && wf->is_array())
      for (const json &f : *wf)
        if (f.is_object() && f.contains("uri") && f["uri"].is_string())
          if (auto p = uriToPath(f["uri"].get<std::string>())) roots.push_back(*p);
    if (roots.empty())
      if (auto ru = params.find("rootUri"); ru != params.end() && ru->is_string())
        if (auto p = uriToPath(ru->get<std::string>())) roots.push_back(*p);
    if (roots.empty())
      if (auto rp = params.find("rootPath"); rp != params.end() && rp->is_string())
        roots.push_back(rp->get<std::string>());
  }
  index_.setRoots(std::move(roots), options_.stdlibDir);
  return {{"capabilities",
           {{"textDocumentSync",
             {{"openClose", true}, {"change", 1}, {"save", {{"includeText", false}}}}},
            {"hoverProvider", true},
            {"completionProvider", {{"resolveProvider", false}}},
            {"definitionProvider", true}}},
          {"serverInfo", {{"name", "oraclec"}, {"version", versionString()}}}};
}

void Server::analyze(Document &doc) {
  if (doc.kind == DocumentKind::Card) {
    index_.setOpenText(doc.path, &doc.text);
    doc.card = analyzeCard(doc.path, doc.text);
    publish(doc);
    // The names it defines may be what an open scenario was missing.
    for (auto &[uri, other] : docs_.all())
      if (other.kind == DocumentKind::Scenario) analyze(*docs_.find(uri));
    return;
  } else if (doc.kind == DocumentKind::Scenario) {
    if (options_.runScenarios && !backendTried_) {
      backendTried_ = true;
      std::string why;
      backend_ = driver::Backend::create(driver::Engine::Interpreter, 0, why);
      if (!backend_) log("scenarios are not played: " + why);
    }
    doc.scenario = analyzeScenario(doc.path, doc.text, index_, backend_.get());
  } else {
    return;
  }
  publish(doc);
}

void Server::publish(const Document &doc) {
  json diags = json::array();
  for (const LspDiagnostic &d :
       doc.kind == DocumentKind::Card ? doc.card.diagnostics : doc.scenario.diagnostics)
    diags.push_back(toJson(d));
  send({{"jsonrpc", "2.0"},
        {"method", "textDocument/publishDiagnostics"},
        {"params", {{"uri", doc.uri}, {"version", doc.version}, {"diagnostics", diags}}}});
}

void Server::reply(const json &id, json result) {
  send({{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}});
}

void Server::error(const json &id, int code, const std::string &message) {
  send({{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}});
}

void Server::log(const std::string &message) {
  send({{"jsonrpc", "2.0"},
        {"method", "window/logMessage"},
        {"params", {{"type", 3}, {"message", "oraclec: " + message}}}});
}

void Server::send(const json &msg) {
  // Bytes of the user's text that are not UTF-8 must not make dump() throw.
  writeMessage(out_, msg.dump(-1, ' ', false, json::error_handler_t::replace));
}

int runServer(std::istream &in, std::ostream &out, ServerOptions options) {
  MessageReader reader(in, options.maxMessageBytes);
  Server server(out, std::move(options));
  while (server.handle(reader.next())) {
  }
  return server.exitCode();
}

} // namespace oraclec::lsp
