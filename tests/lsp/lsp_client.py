"""A minimal LSP client over a child process's stdio (Content-Length framing,
JSON-RPC 2.0), for the tests of `oraclec lsp`. Every wait has a time limit, so
a server that hangs fails the test instead of hanging it."""
import json
import queue
import subprocess
import threading


class LspClient:
    def __init__(self, argv, env=None):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, env=env)
        self.messages = queue.Queue()
        self.next_id = 1
        self.pending = []  # messages read while waiting for another one
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.rstrip(b"\r\n")
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            body = out.read(int(headers["content-length"]))
            self.messages.put(json.loads(body.decode("utf-8")))

    # ---------------------------------------------------------------- sending
    def send_raw(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode("utf-8")
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def request(self, method, params=None):
        """Sends a request; returns its id."""
        rid = self.next_id
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        return rid

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)

    # -------------------------------------------------------------- receiving
    def next_message(self, timeout=60):
        try:
            msg = self.messages.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError("no message from the server within %d s" % timeout)
        if msg is None:
            raise AssertionError("the server closed its output")
        return msg

    def response(self, rid, timeout=60):
        """The response to request `rid` (notifications before it are kept)."""
        while True:
            msg = self.next_message(timeout)
            if msg.get("id") == rid and "method" not in msg:
                return msg
            self.pending.append(msg)

    def reply_with_null_id(self, timeout=60):
        while True:
            msg = self.next_message(timeout)
            if "id" in msg and msg["id"] is None:
                return msg
            self.pending.append(msg)

    def diagnostics(self, uri, timeout=60):
        """The next publishDiagnostics for `uri`."""
        for i, msg in enumerate(self.pending):
            if msg.get("method") == "textDocument/publishDiagnostics" and msg["params"]["uri"] == uri:
                del self.pending[i]
                return msg["params"]
        while True:
            msg = self.next_message(timeout)
            if msg.get("method") == "textDocument/publishDiagnostics" and msg["params"]["uri"] == uri:
                return msg["params"]
            self.pending.append(msg)

    def call(self, method, params=None, timeout=60):
        return self.response(self.request(method, params), timeout)

    def wait(self, timeout=30):
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError("the server did not exit within %d s" % timeout)
