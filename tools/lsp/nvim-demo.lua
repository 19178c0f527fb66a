-- Neovim (0.7+) headless client for `oraclec lsp` (tools/lsp/nvim-demo.sh):
-- opens the file given on the command line, attaches the server, waits for
-- its diagnostics and prints them, then a hover and a definition, and quits.
-- Environment: ORACLEC (the binary), DEMO_ROOT (the workspace folder),
-- DEMO_HOVER ("line:col", 0-based, optional), DEMO_DEFINITION (same).
local out = function(s) io.stdout:write(s .. "\n") end
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "oraclec",
  cmd = { os.getenv("ORACLEC"), "lsp" },
  root_dir = os.getenv("DEMO_ROOT"),
  workspace_folders = { { uri = vim.uri_from_fname(os.getenv("DEMO_ROOT")), name = "demo" } },
})
if not client_id then
  out("could not start oraclec lsp")
  vim.cmd("cquit 2")
end
vim.lsp.buf_attach_client(bufnr, client_id)

local ok = vim.wait(30000, function() return #vim.diagnostic.get(bufnr) > 0 end, 100)
local name = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ":t")
out(string.format("diagnostics received by Neovim for %s: %d", name, #vim.diagnostic.get(bufnr)))
for _, d in ipairs(vim.diagnostic.get(bufnr)) do
  out(string.format("  %s:%d:%d-%d: %s [%s]", name, d.lnum + 1, d.col + 1, d.end_col + 1,
    d.message, tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code))))
end

local function at(var)
  local v = os.getenv(var)
  if not v or v == "" then return nil end
  local l, c = v:match("(%d+):(%d+)")
  return { line = tonumber(l), character = tonumber(c) }
end

local params = { textDocument = vim.lsp.util.make_text_document_params() }
params.position = at("DEMO_HOVER")
if params.position then
  local r = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", params, 10000)
  for _, res in pairs(r or {}) do
    if res.result then out("hover:\n" .. res.result.contents.value) end
  end
end
params.position = at("DEMO_DEFINITION")
if params.position then
  local r = vim.lsp.buf_request_sync(bufnr, "textDocument/definition", params, 10000)
  for _, res in pairs(r or {}) do
    if res.result then out("definition: " .. vim.uri_to_fname(res.result.uri) .. ":" ..
      (res.result.range.start.line + 1)) end
  end
end
vim.lsp.stop_client(client_id)
vim.cmd(ok and "qall!" or "cquit 1")
