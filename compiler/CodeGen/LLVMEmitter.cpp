#include "CodeGen/LLVMEmitter.h"

#include "runtime/InlineLayout.h"
#include "runtime/LayerTrace.h"
#include "runtime/Value.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/raw_ostream.h>

#include <fmt/format.h>

#include <optional>

namespace oraclec::codegen {

namespace {
llvm::OptimizationLevel levelOf(int opt) {
  switch (opt) {
  case 0: return llvm::OptimizationLevel::O0;
  case 1: return llvm::OptimizationLevel::O1;
  case 2: return llvm::OptimizationLevel::O2;
  default: return llvm::OptimizationLevel::O3;
  }
}

// Operations emitted as loads and stores instead of calls (runtime/InlineLayout.h).
// The interpreter and a JIT call spend most of a predicate's time in the
// operations, not in dispatching the IR (bench/README.md): a layer predicate
// is "has_type, controller, you, in_zone". Each inline path checks what it
// relies on and falls back to the call, so the value is always the
// operation's; it ORs into ctx->trace the bits the table's wrapper would
// (runtime/Abi.cpp `traced`), so 613.8 dependency tracing sees the same reads.
class InlineOps {
public:
  InlineOps(llvm::IRBuilder<> &b, llvm::Function *fn, llvm::Value *ctx)
      : b_(b), fn_(fn), ctx_(ctx), l_(rt::inlineLayout()), i8_(b.getInt8Ty()), i32_(b.getInt32Ty()),
        i64_(b.getInt64Ty()), ptr_(b.getPtrTy()) {}

  // `args[i]` the operand values; `imm[i]` set where an operand is an immediate.
  // Null: not inlined (the caller emits the call).
  llvm::Value *emit(rt::Op op, llvm::FunctionCallee callee, llvm::Value *const args[3],
                    const std::optional<int64_t> imm[3]) {
    using rt::Op;
    if (!l_.verified) return nullptr; // the layout assumptions did not hold: calls only
    llvm::Value *v = emitOp(op, callee, args, imm);
    if (!v) forget(); // the caller emits the call: it may change any table
    return v;
  }
  // Every call (an operation not inlined) may change the tables or replace the
  // game's cached view: entries found before it are not reused after it.
  void forget() { cacheKey_ = cachedObject_ = cachedChars_ = nullptr; }

private:
  llvm::Value *emitOp(rt::Op op, llvm::FunctionCallee callee, llvm::Value *const args[3],
                      const std::optional<int64_t> imm[3]) {
    using rt::Op;
    switch (op) {
    case Op::Self: {
      // makeRef(Object, ctx->source); the wrapper notes that self() was read.
      llvm::Value *src = b_.CreateZExt(load(i32_, ctx_, l_.ctxSource), i64_);
      noteTrace(0, 0, true);
      return b_.CreateOr(src, b_.getInt64(uint64_t(rt::RefTag::Object) << 56));
    }
    case Op::You: {
      // kNoRef without a controller, else makeRef(Player, controller).
      llvm::Value *p = load(i32_, ctx_, l_.ctxController);
      llvm::Value *ref =
          b_.CreateOr(b_.CreateZExt(p, i64_), b_.getInt64(uint64_t(rt::RefTag::Player) << 56));
      return b_.CreateSelect(b_.CreateICmpEQ(p, b_.getInt32(uint32_t(rt::kNoPlayer))),
                             b_.getInt64(0), ref);
    }
    case Op::HasType: {
      // A card type read where the operation's withChars reads it (charsEntry);
      // "permanent" and "spell" read the zone: not inlined.
      if (!imm[1] || *imm[1] < 0 || *imm[1] >= 32 || *imm[1] == int64_t(rt::CardType::Permanent) ||
          *imm[1] == int64_t(rt::CardType::Spell))
        return nullptr;
      return withSlowPath(callee, args, [&](llvm::Value *id) {
        llvm::Value *o = object(id); // the operation answers false without one
        llvm::Value *c = charsEntry(id, o);
        noteTrace(rt::opReads(Op::HasType), rt::opWrites(Op::HasType), false);
        llvm::Value *types = load(i32_, c, l_.charTypes);
        return b_.CreateZExt(
            b_.CreateTrunc(b_.CreateLShr(types, uint64_t(*imm[1])), b_.getInt1Ty()), i64_);
      });
    }
    case Op::Controller: {
      // A live permanent's controller is its characteristics' (layer 2), in
      // the view being computed or the game's (Game::controllerOf); other
      // objects' is the stack's or the owner: not inlined.
      return withSlowPath(callee, args, [&](llvm::Value *id) {
        llvm::Value *o = object(id);
        branchUnless(b_.CreateTrunc(load(i8_, o, l_.objAlive), b_.getInt1Ty()));
        branchUnless(b_.CreateICmpEQ(load(i32_, o, l_.objZone),
                                     b_.getInt32(uint32_t(rt::Zone::Battlefield))));
        llvm::Value *c = charsEntry(id, o);
        noteTrace(rt::opReads(Op::Controller), rt::opWrites(Op::Controller), false);
        llvm::Value *p = load(i32_, c, l_.charController);
        llvm::Value *ref =
            b_.CreateOr(b_.CreateZExt(p, i64_), b_.getInt64(uint64_t(rt::RefTag::Player) << 56));
        return b_.CreateSelect(b_.CreateICmpEQ(p, b_.getInt32(uint32_t(rt::kNoPlayer))),
                               b_.getInt64(0), ref);
      });
    }
    case Op::InZone: {
      // The object's zone (an object that left keeps its last one, 603.10).
      if (!imm[1]) return nullptr;
      return withSlowPath(callee, args, [&](llvm::Value *id) {
        llvm::Value *o = object(id);
        noteTrace(rt::opReads(Op::InZone), rt::opWrites(Op::InZone), false);
        llvm::Value *zone = b_.CreateSExt(load(i32_, o, l_.objZone), i64_);
        return b_.CreateZExt(b_.CreateICmpEQ(zone, b_.getInt64(uint64_t(*imm[1]))), i64_);
      });
    }
    case Op::LayerModifyPT: {
      // The view's entry, modified in place; with an undo log (LayerTrace::undo)
      // the operation saves the entry first: not inlined then.
      return withSlowPath(callee, args, [&](llvm::Value *id) {
        llvm::Value *c = layerEntry(id);
        llvm::Value *trace = load(ptr_, ctx_, l_.ctxTrace);
        llvm::BasicBlock *record = block("trace"), *checkUndo = block("check_undo"),
                         *write = block("write");
        b_.CreateCondBr(b_.CreateIsNull(trace), write, checkUndo);
        b_.SetInsertPoint(checkUndo);
        b_.CreateCondBr(b_.CreateIsNull(load(ptr_, trace, l_.traceUndo)), record, slow_);
        b_.SetInsertPoint(record);
        orInto(trace, l_.traceReads, rt::opReads(Op::LayerModifyPT));
        orInto(trace, l_.traceWrites, rt::opWrites(Op::LayerModifyPT));
        b_.CreateBr(write);
        b_.SetInsertPoint(write);
        // int += int(p): the operation's narrowing; the add wraps (no nsw).
        addInto(c, l_.charPower, args[1]);
        addInto(c, l_.charToughness, args[2]);
        return b_.getInt64(0);
      });
    }
    default:
      return nullptr;
    }
  }

private:
  llvm::IRBuilder<> &b_;
  llvm::Function *fn_;
  llvm::Value *ctx_;
  const rt::InlineLayout &l_;
  llvm::Type *i8_, *i32_, *i64_, *ptr_;
  llvm::BasicBlock *slow_ = nullptr; // the current operation's call
  // Entries found by the operations emitted so far for the argument cacheKey_
  // (pointers, null at run time where an operation called instead): valid
  // until the next call, which forget() marks.
  llvm::Value *cacheKey_ = nullptr, *cachedObject_ = nullptr, *cachedChars_ = nullptr;
  llvm::Value *fastObject_ = nullptr, *fastChars_ = nullptr; // of the operation being emitted

  llvm::BasicBlock *block(const char *name) {
    return llvm::BasicBlock::Create(fn_->getContext(), name, fn_);
  }
  llvm::Value *at(llvm::Value *base, uint64_t off) {
    return b_.CreateConstInBoundsGEP1_64(i8_, base, off);
  }
  // Loads at the field's natural alignment (the offsets are of real fields).
  llvm::Value *load(llvm::Type *t, llvm::Value *base, uint64_t off) {
    return b_.CreateAlignedLoad(t, at(base, off), llvm::Align(t == i8_ ? 1 : t == i32_ ? 4 : 8));
  }
  void addInto(llvm::Value *base, uint64_t off, llvm::Value *v) {
    llvm::Value *old = load(i32_, base, off);
    b_.CreateAlignedStore(b_.CreateAdd(old, b_.CreateTrunc(v, i32_)), at(base, off),
                          llvm::Align(4));
  }
  void orInto(llvm::Value *trace, uint64_t off, uint32_t bits) {
    if (!bits) return;
    llvm::Value *old = load(i32_, trace, off);
    b_.CreateAlignedStore(b_.CreateOr(old, b_.getInt32(bits)), at(trace, off), llvm::Align(4));
  }
  // Continue if `cond`, else to the call.
  void branchUnless(llvm::Value *cond) {
    llvm::BasicBlock *next = block("fast");
    b_.CreateCondBr(cond, next, slow_);
    b_.SetInsertPoint(next);
  }
  // What the table's wrapper records for the operation, if ctx->trace is set.
  void noteTrace(uint32_t reads, uint32_t writes, bool source) {
    if (!reads && !writes && !source) return;
    llvm::Value *trace = load(ptr_, ctx_, l_.ctxTrace);
    llvm::BasicBlock *record = block("trace"), *done = block("traced");
    b_.CreateCondBr(b_.CreateIsNull(trace), done, record);
    b_.SetInsertPoint(record);
    orInto(trace, l_.traceReads, reads);
    orInto(trace, l_.traceWrites, writes);
    if (source) b_.CreateStore(b_.getInt8(1), at(trace, l_.traceSource));
    b_.CreateBr(done);
    b_.SetInsertPoint(done);
  }
  // The entry of `id` in an IdTable (runtime/InlineLayout.h), or to the call.
  llvm::Value *entry(llvm::Value *table, uint64_t entrySize, uint64_t valueOffset,
                     llvm::Value *id) {
    llvm::Value *begin = load(ptr_, table, l_.tableBegin);
    llvm::Value *end = load(ptr_, table, l_.tableEnd);
    llvm::Value *chunkIndex = b_.CreateLShr(id, uint64_t(__builtin_ctz(l_.chunkSize)));
    // The index is compared before any address is formed from it (an
    // inbounds address past the array would be poison).
    llvm::Value *count = b_.CreateLShr(
        b_.CreateSub(b_.CreatePtrToInt(end, i64_), b_.CreatePtrToInt(begin, i64_)), 3);
    branchUnless(b_.CreateICmpULT(chunkIndex, count));
    llvm::Value *slot = b_.CreateInBoundsGEP(ptr_, begin, chunkIndex);
    llvm::Value *chunk = b_.CreateAlignedLoad(ptr_, slot, llvm::Align(8));
    branchUnless(b_.CreateIsNotNull(chunk));
    llvm::Value *e = b_.CreateInBoundsGEP(
        i8_, chunk,
        b_.CreateMul(b_.CreateAnd(id, uint64_t(l_.chunkSize - 1)), b_.getInt64(entrySize)));
    branchUnless(b_.CreateICmpEQ(load(i32_, e, 0), b_.CreateTrunc(id, i32_))); // present
    return at(e, valueOffset);
  }
  // The object's entry: reused from an earlier inline operation on the same
  // argument when that one took its fast path (no call since: the tables and
  // the cached view are as they were), looked up otherwise.
  llvm::Value *object(llvm::Value *id) {
    return fastObject_ = reuse(cachedObject_, [&] { return lookupObject(id); });
  }
  llvm::Value *charsEntry(llvm::Value *id, llvm::Value *o) {
    return fastChars_ = reuse(cachedChars_, [&] { return lookupChars(id, o); });
  }
  // `cached` (null at run time if the last operation called) or look().
  template <class Look> llvm::Value *reuse(llvm::Value *cached, Look look) {
    if (!cached) return look();
    llvm::BasicBlock *from = b_.GetInsertBlock();
    llvm::BasicBlock *lookup = block("lookup"), *have = block("have");
    b_.CreateCondBr(b_.CreateIsNotNull(cached), have, lookup);
    b_.SetInsertPoint(lookup);
    llvm::Value *found = look();
    llvm::BasicBlock *lookedUp = b_.GetInsertBlock();
    b_.CreateBr(have);
    b_.SetInsertPoint(have);
    llvm::PHINode *phi = b_.CreatePHI(ptr_, 2);
    phi->addIncoming(cached, from);
    phi->addIncoming(found, lookedUp);
    return phi;
  }
  llvm::Value *lookupObject(llvm::Value *id) {
    llvm::Value *game = load(ptr_, ctx_, l_.ctxGame);
    return entry(at(game, l_.gameObjects), l_.objectEntrySize, l_.objectValueOffset, id);
  }
  // The entry of `id` in the view being computed (ExecContext::layer), only.
  llvm::Value *layerEntry(llvm::Value *id) {
    llvm::Value *view = load(ptr_, ctx_, l_.ctxLayer);
    branchUnless(b_.CreateIsNotNull(view));
    return entry(view, l_.viewEntrySize, l_.viewValueOffset, id);
  }
  // Where the operations' withChars reads: the view being computed, else the
  // game's cached view if Game::viewed would answer from it without
  // recomputing (not computing a pass, computed at the current version, the
  // object `o` alive). Otherwise the operation computes them.
  llvm::Value *lookupChars(llvm::Value *id, llvm::Value *o) {
    llvm::Value *layer = load(ptr_, ctx_, l_.ctxLayer);
    llvm::BasicBlock *fromLayer = b_.GetInsertBlock();
    llvm::BasicBlock *cached = block("cached_view"), *have = block("view");
    b_.CreateCondBr(b_.CreateIsNotNull(layer), have, cached);
    b_.SetInsertPoint(cached);
    llvm::Value *game = load(ptr_, ctx_, l_.ctxGame);
    branchUnless(b_.CreateICmpEQ(load(i8_, game, l_.gameComputing), b_.getInt8(0)));
    branchUnless(
        b_.CreateICmpEQ(load(i64_, game, l_.gameVersion), load(i64_, game, l_.gameViewVersion)));
    llvm::Value *current = load(ptr_, game, l_.gameView); // shared_ptr's pointer
    branchUnless(b_.CreateIsNotNull(current));
    branchUnless(b_.CreateTrunc(load(i8_, o, l_.objAlive), b_.getInt1Ty()));
    llvm::BasicBlock *fromCache = b_.GetInsertBlock();
    b_.CreateBr(have);
    b_.SetInsertPoint(have);
    llvm::PHINode *view = b_.CreatePHI(ptr_, 2);
    view->addIncoming(layer, fromLayer);
    view->addIncoming(current, fromCache);
    return entry(view, l_.viewEntrySize, l_.viewValueOffset, id);
  }
  // fast(id) for a reference to one object (not id 0, kNoObject: entries
  // that were never made have id 0); anything else, or any check of fast
  // that fails, calls the operation.
  template <class Fast>
  llvm::Value *withSlowPath(llvm::FunctionCallee callee, llvm::Value *const args[3], Fast fast) {
    if (args[0] != cacheKey_) forget();
    cacheKey_ = args[0];
    llvm::Value *objectBefore = cachedObject_, *charsBefore = cachedChars_;
    fastObject_ = fastChars_ = nullptr;
    slow_ = block("slow");
    llvm::BasicBlock *join = block("join");
    llvm::Value *r = args[0];
    llvm::Value *isObject =
        b_.CreateICmpEQ(b_.CreateLShr(r, 56), b_.getInt64(uint64_t(rt::RefTag::Object)));
    llvm::Value *id = b_.CreateAnd(r, b_.getInt64(0xFFFFFFFFu));
    branchUnless(b_.CreateAnd(isObject, b_.CreateICmpNE(id, b_.getInt64(0))));
    llvm::Value *v = fast(id);
    llvm::BasicBlock *fastEnd = b_.GetInsertBlock();
    b_.CreateBr(join);
    b_.SetInsertPoint(slow_);
    llvm::Value *call = b_.CreateCall(callee, {ctx_, args[0], args[1], args[2]});
    b_.CreateBr(join);
    b_.SetInsertPoint(join);
    llvm::PHINode *phi = b_.CreatePHI(i64_, 2);
    phi->addIncoming(v, fastEnd);
    phi->addIncoming(call, slow_);
    // What the next operation on this argument may reuse: the entries the
    // fast path found (or had), null where the call was made.
    auto carry = [&](llvm::Value *found, llvm::Value *before) -> llvm::Value * {
      llvm::Value *v = found ? found : before;
      if (!v) return nullptr;
      llvm::PHINode *p = b_.CreatePHI(ptr_, 2);
      p->addIncoming(v, fastEnd);
      p->addIncoming(llvm::ConstantPointerNull::get(llvm::PointerType::getUnqual(b_.getContext())),
                     slow_);
      return p;
    };
    cachedObject_ = carry(fastObject_, objectBefore);
    cachedChars_ = carry(fastChars_, charsBefore);
    return phi;
  }
};

void optimize(llvm::Module &module, int opt) {
  if (opt <= 0)
    return;
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  pb.buildPerModuleDefaultPipeline(levelOf(opt)).run(module, mam);
}
} // namespace

EmittedBatch emitBatch(llvm::LLVMContext &ctx, const std::vector<const ir::Module *> &modules,
                       const std::string &prefix, int optLevel, bool inlineOps) {
  EmittedBatch out;
  out.module = std::make_unique<llvm::Module>(prefix + "cards", ctx);
  out.functionNames.resize(modules.size());
  out.errors.resize(modules.size());
  llvm::Type *i64 = llvm::Type::getInt64Ty(ctx);
  llvm::Type *ptr = llvm::PointerType::getUnqual(ctx);
  llvm::FunctionType *fnType = llvm::FunctionType::get(i64, {ptr, i64}, false);
  llvm::FunctionType *opType = llvm::FunctionType::get(i64, {ptr, i64, i64, i64}, false);
  std::vector<llvm::FunctionCallee> ops;
  for (int i = 0; i < rt::opCount(); ++i)
    ops.push_back(out.module->getOrInsertFunction(rt::opInfo(rt::Op(i)).symbol, opType));

  llvm::IRBuilder<> b(ctx);
  for (size_t c = 0; c < modules.size(); ++c) {
    const ir::Module &m = *modules[c];
    std::vector<llvm::Function *> fns;
    for (const ir::Function &f : m.functions) {
      std::string name = fmt::format("{}c{}_f{}", prefix, c, f.id);
      llvm::Function *fn =
          llvm::Function::Create(fnType, llvm::Function::ExternalLinkage, name, *out.module);
      // No unwind tables: runtime operations do not throw (nothing may unwind
      // through card code), and every function's .eh_frame entry hangs off
      // one shared CIE, a block graph on which ORC's dependency tracking
      // (LLVM 19) is superlinear: it made linking ~4/5 of JIT time and of
      // loading a saved library (measured, docs/decisions.md).
      fn->addFnAttr(llvm::Attribute::NoUnwind);
      fns.push_back(fn);
      out.functionNames[c].push_back(name);
    }
    for (size_t fi = 0; fi < m.functions.size(); ++fi) {
      const ir::Function &f = m.functions[fi];
      llvm::Function *fn = fns[fi];
      llvm::Value *ctxArg = fn->getArg(0);
      llvm::Value *arg = fn->getArg(1);
      b.SetInsertPoint(llvm::BasicBlock::Create(ctx, "entry", fn));
      InlineOps inl(b, fn, ctxArg); // one per function: it reuses entries between operations
      std::vector<llvm::Value *> regs(size_t(f.registers), nullptr);
      auto value = [&](const ir::Operand &o) -> llvm::Value * {
        switch (o.kind) {
        case ir::Operand::Reg: return regs[size_t(o.value)];
        case ir::Operand::Arg: return arg;
        default: return llvm::ConstantInt::get(i64, uint64_t(o.value), true);
        }
      };
      bool terminated = false;
      for (const ir::Instr &in : f.body) {
        llvm::Value *v = nullptr;
        switch (in.opcode) {
        case ir::Opcode::Call: {
          llvm::Value *a[4] = {ctxArg, b.getInt64(0), b.getInt64(0), b.getInt64(0)};
          std::optional<int64_t> imm[3];
          for (size_t i = 0; i < in.operands.size() && i < 3; ++i) {
            a[i + 1] = value(in.operands[i]);
            if (in.operands[i].kind == ir::Operand::Imm) imm[i] = in.operands[i].value;
          }
          if (inlineOps) v = inl.emit(in.op, ops[size_t(in.op)], a + 1, imm);
          if (!v) v = b.CreateCall(ops[size_t(in.op)], a);
          break;
        }
        case ir::Opcode::And: v = b.CreateAnd(b.CreateICmpNE(value(in.operands[0]), b.getInt64(0)), b.CreateICmpNE(value(in.operands[1]), b.getInt64(0))); v = b.CreateZExt(v, i64); break;
        case ir::Opcode::Or: v = b.CreateOr(b.CreateICmpNE(value(in.operands[0]), b.getInt64(0)), b.CreateICmpNE(value(in.operands[1]), b.getInt64(0))); v = b.CreateZExt(v, i64); break;
        case ir::Opcode::Not: v = b.CreateZExt(b.CreateICmpEQ(value(in.operands[0]), b.getInt64(0)), i64); break;
        case ir::Opcode::Le: v = b.CreateZExt(b.CreateICmpSLE(value(in.operands[0]), value(in.operands[1])), i64); break;
        case ir::Opcode::Eq: v = b.CreateZExt(b.CreateICmpEQ(value(in.operands[0]), value(in.operands[1])), i64); break;
        case ir::Opcode::Ret: b.CreateRet(value(in.operands[0])); terminated = true; break;
        }
        if (terminated)
          break;
        if (in.result >= 0)
          regs[size_t(in.result)] = v;
      }
      if (!terminated)
        b.CreateRet(b.getInt64(0));
      std::string err;
      llvm::raw_string_ostream os(err);
      if (llvm::verifyFunction(*fn, &os))
        out.errors[c] = fmt::format("LLVM verifier: {}", os.str());
    }
  }
  optimize(*out.module, optLevel);
  return out;
}

std::string printModule(const llvm::Module &module) {
  std::string s;
  llvm::raw_string_ostream os(s);
  module.print(os, nullptr);
  return os.str();
}

} // namespace oraclec::codegen
