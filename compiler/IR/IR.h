// The ability IR: a small typed, printable register language between the AST
// and native code. A card lowers to one Module: its runtime descriptors
// (rt::CardDefinition, data) plus numbered Functions (behaviour), each of shape
// `Value f(ctx, arg)`. Instructions are calls of runtime operations
// (runtime/Ops.def) and a few pure operations the JIT turns into plain LLVM
// instructions. No control flow: sets ("all creatures you control") are
// runtime values built by `select` with a predicate function, which keeps the
// IR straight-line and trivially verifiable.
#pragma once
#include "runtime/Abi.h"
#include "runtime/CardDefinition.h"

#include <string>
#include <vector>

namespace oraclec::ir {

enum class Type { Void, Int, Bool, Ref };
const char *nameOf(Type t);

struct Operand {
  enum Kind { Reg, Imm, Fn, Arg } kind = Imm;
  int64_t value = 0;
  static Operand reg(int r) { return {Reg, r}; }
  static Operand imm(int64_t v) { return {Imm, v}; }
  static Operand fn(int id) { return {Fn, id}; }
  static Operand arg() { return {Arg, 0}; }
};

enum class Opcode {
  Call, // runtime operation `op` with up to three operands
  And,  // bool and
  Or,
  Not,
  Eq,   // value equality (references are canonical)
  Le,   // signed integer a <= b
  Ret,  // return operand 0
};

struct Instr {
  Opcode opcode = Opcode::Call;
  rt::Op op = rt::Op::Self; // for Call
  int result = -1;          // register defined, or -1
  Type type = Type::Void;   // of the result
  std::vector<Operand> operands;
};

struct Function {
  int id = 0;
  std::string role; // "effect", "target0.legal", "affects", "apply", ...
  Type returns = Type::Void;
  int registers = 0;
  std::vector<Instr> body;
};

struct Module {
  rt::CardDefinition card; // descriptors; `code` is attached by a backend
  std::vector<Function> functions;
};

// Checks types and register use; returns an empty string when valid.
std::string verify(const Module &module);
std::string print(const Module &module);

} // namespace oraclec::ir
