#include "IR/IR.h"

#include <fmt/format.h>

namespace oraclec::ir {

const char *nameOf(Type t) {
  switch (t) {
  case Type::Void: return "void";
  case Type::Int: return "int";
  case Type::Bool: return "bool";
  case Type::Ref: return "ref";
  }
  return "?";
}

static Type typeOfCode(char c) {
  switch (c) {
  case 'I': return Type::Int;
  case 'B': return Type::Bool;
  case 'R': return Type::Ref;
  default: return Type::Void;
  }
}

static std::string operandText(const Operand &o) {
  switch (o.kind) {
  case Operand::Reg: return fmt::format("%{}", o.value);
  case Operand::Imm: return std::to_string(o.value);
  case Operand::Fn: return fmt::format("@{}", o.value);
  case Operand::Arg: return "%arg";
  }
  return "?";
}

static const char *opcodeName(Opcode op) {
  switch (op) {
  case Opcode::Call: return "call";
  case Opcode::And: return "and";
  case Opcode::Or: return "or";
  case Opcode::Not: return "not";
  case Opcode::Eq: return "eq";
  case Opcode::Le: return "le";
  case Opcode::Ret: return "ret";
  }
  return "?";
}

static std::string descriptorText(const rt::AbilityDescriptor &a, size_t index) {
  static const char *kinds[] = {
      "spell",   "activated",       "triggered",          "static",      "replacement",
      "keyword", "additional-cost", "combat-restriction", "player-rule", "counter-limit"};
  std::string s = fmt::format("  ability {} {}", index, kinds[int(a.kind)]);
  if (a.kind == rt::AbilityKind::Keyword)
    s += fmt::format(" keyword={}", int(a.keyword));
  if (a.manaAbility)
    s += " mana-ability";
  const rt::CostSpec &c = a.cost;
  if (c.tap || c.untap || !c.mana.symbols.empty() || c.payLife || c.discard || c.sacrificeSelf ||
      c.sacrificeFilter != rt::kNoFn)
    s += fmt::format(" cost=[{}{}{}]", c.mana.symbols, c.tap ? "{T}" : "", c.untap ? "{Q}" : "");
  // library2: printed only when used, so the output of other abilities is unchanged
  if (c.sacrificeCount != 1) s += fmt::format(" sacrifice-count={}", c.sacrificeCount);
  if (c.discardFilter != rt::kNoFn) s += fmt::format(" discard-filter=@{}", c.discardFilter);
  if (c.payLife == rt::kCostX || c.discard == rt::kCostX || c.removeCounters == rt::kCostX)
    s += " cost-x";
  // zones2: costs that move cards (118.3) and where the ability functions (113.6m)
  if (c.exileSelf || c.discardSelf || c.discardRandom || c.exileFilter != rt::kNoFn || c.exileTop)
    s += fmt::format(" moves=[{}{}{}{}{}]", c.exileSelf ? " exile-self" : "", c.discardSelf ? " discard-self" : "",
                     c.discardRandom ? " discard-random" : "", c.exileTop ? fmt::format(" exile-top{}", c.exileTop) : "",
                     c.exileFilter != rt::kNoFn ? fmt::format(" exile{}(@{})", c.exileCount, c.exileFilter) : "");
  if (c.exertSelf) s += " exert-self"; // keywords7 (701.39a)
  if (a.functionsIn != rt::Zone::Battlefield)
    s += a.functionsIn == rt::Zone::Graveyard ? " in-graveyard" : " in-hand";
  static const char *cls[] = {"any", "object", "player", "opponent", "spell", "player-or-planeswalker",
                              "opponent-or-planeswalker"};
  auto targets = [&](const std::vector<rt::TargetSpec> &ts, const std::string &prefix) {
    for (size_t i = 0; i < ts.size(); ++i) {
      s += fmt::format(" {}target{}={}", prefix, i, cls[int(ts[i].cls)]);
      if (ts[i].legal != rt::kNoFn)
        s += fmt::format("(@{})", ts[i].legal);
    }
  };
  targets(a.targets, "");
  if (!a.modal.modes.empty()) // CR 700.2: choose min..max of these
    s += fmt::format(" choose={}..{}", a.modal.min, a.modal.max);
  for (size_t m = 0; m < a.modal.modes.size(); ++m) {
    targets(a.modal.modes[m].targets, fmt::format("mode{}.", m + 1));
    s += fmt::format(" mode{}=@{}", m + 1, a.modal.modes[m].effect);
  }
  if (a.kind == rt::AbilityKind::Triggered)
    s += fmt::format(" on={} subject=@{}", int(a.trigger.event), a.trigger.subject);
  if (a.kind == rt::AbilityKind::Static)
    s += fmt::format(" layer={}{} affects=@{} apply=@{}", a.continuous.layer,
                     a.continuous.sublayer ? std::string(1, a.continuous.sublayer) : "",
                     a.continuous.affects, a.continuous.apply);
  if (a.kind == rt::AbilityKind::CombatRestriction) {
    static const char *restrictions[] = {"blocked-only-by", "not-blocked-by", "attacks-only-if", "blocks-only-if"};
    s += fmt::format(" restriction={} affects=@{} test=@{}", restrictions[int(a.restriction.kind)],
                     a.restriction.affects, a.restriction.test);
  }
  if (a.kind == rt::AbilityKind::PlayerRule) // 101.2, 601.2f, 614.1b
    s += fmt::format(" rule={} players=@{} spells=@{}{}", int(a.rule.kind), a.rule.players, a.rule.spells,
                     a.rule.mana.empty() ? "" : " mana=" + a.rule.mana);
  // --- begin cast ---
  if (a.kind == rt::AbilityKind::PlayerRule && a.rule.kind == rt::PlayerRuleKind::AdditionalLands) // 305.2
    s += fmt::format(" lands={}", a.amount);
  // --- end cast ---
  if (a.kind == rt::AbilityKind::CounterLimit) // rules17 (704.5r)
    s += fmt::format(" counter-limit={} kind={}", a.amount, a.counterKind);
  if (a.kind == rt::AbilityKind::Triggered &&
      a.trigger.event == rt::TriggerEvent::Chapter) // rules17 (715.2b)
    s += fmt::format(" chapter={}", a.amount);
  if (a.kind == rt::AbilityKind::Replacement)
    s += fmt::format(" replaces={} matches=@{} apply=@{}", int(a.replacement.event),
                     a.replacement.matches, a.replacement.apply);
  if (a.effect != rt::kNoFn)
    s += fmt::format(" effect=@{}", a.effect);
  return s + "\n";
}

std::string print(const Module &m) {
  std::string out = fmt::format("card \"{}\"\n", m.card.name);
  for (size_t i = 0; i < m.card.abilities.size(); ++i)
    out += descriptorText(m.card.abilities[i], i);
  for (const Function &f : m.functions) {
    out += fmt::format("fn @{} {}(%arg) -> {} {{\n", f.id, f.role, nameOf(f.returns));
    for (const Instr &in : f.body) {
      out += "  ";
      if (in.result >= 0)
        out += fmt::format("%{}:{} = ", in.result, nameOf(in.type));
      out += opcodeName(in.opcode);
      if (in.opcode == Opcode::Call)
        out += std::string(" ") + rt::opInfo(in.op).irName;
      std::string args;
      for (auto &o : in.operands)
        args += (args.empty() ? "" : ", ") + operandText(o);
      out += in.opcode == Opcode::Call ? "(" + args + ")" : (args.empty() ? "" : " " + args);
      out += "\n";
    }
    out += "}\n";
  }
  return out;
}

std::string verify(const Module &m) {
  auto validFn = [&](int64_t id) { return id >= 0 && size_t(id) < m.functions.size(); };
  for (const Function &f : m.functions) {
    std::vector<Type> regs(size_t(f.registers), Type::Void);
    std::vector<bool> defined(size_t(f.registers), false);
    bool returned = false;
    for (const Instr &in : f.body) {
      auto typeOf = [&](const Operand &o) -> Type {
        if (o.kind == Operand::Reg)
          return regs[size_t(o.value)];
        if (o.kind == Operand::Arg)
          return Type::Ref;
        return Type::Int;
      };
      for (const Operand &o : in.operands) {
        if (o.kind == Operand::Reg && (o.value < 0 || o.value >= f.registers || !defined[size_t(o.value)]))
          return fmt::format("@{}: register %{} used before definition", f.id, o.value);
        if (o.kind == Operand::Fn && !validFn(o.value))
          return fmt::format("@{}: no function @{}", f.id, o.value);
      }
      if (in.opcode == Opcode::Call) {
        const rt::OpInfo &info = rt::opInfo(in.op);
        std::string_view sig = info.args;
        if (in.operands.size() != sig.size())
          return fmt::format("@{}: {} takes {} operands, got {}", f.id, info.irName, sig.size(),
                             in.operands.size());
        for (size_t i = 0; i < sig.size(); ++i) {
          const Operand &o = in.operands[i];
          if (sig[i] == 'F' && o.kind != Operand::Fn)
            return fmt::format("@{}: {} operand {} must be a function", f.id, info.irName, i + 1);
          if (sig[i] == 'R' && o.kind == Operand::Imm)
            return fmt::format("@{}: {} operand {} must be a reference", f.id, info.irName, i + 1);
          if (sig[i] == 'I' && o.kind != Operand::Imm && typeOf(o) != Type::Int)
            return fmt::format("@{}: {} operand {} must be an integer", f.id, info.irName, i + 1);
        }
        if (in.type != typeOfCode(info.result))
          return fmt::format("@{}: {} returns {}", f.id, info.irName, nameOf(typeOfCode(info.result)));
      } else if (in.opcode == Opcode::Ret) {
        returned = true;
      } else if (in.opcode == Opcode::And || in.opcode == Opcode::Or) {
        if (in.operands.size() != 2 || typeOf(in.operands[0]) != Type::Bool || typeOf(in.operands[1]) != Type::Bool)
          return fmt::format("@{}: {} needs two bools", f.id, in.opcode == Opcode::And ? "and" : "or");
      } else if (in.opcode == Opcode::Not) {
        if (in.operands.size() != 1 || typeOf(in.operands[0]) != Type::Bool)
          return fmt::format("@{}: not needs a bool", f.id);
      }
      if (in.result >= 0) {
        if (in.result >= f.registers || defined[size_t(in.result)])
          return fmt::format("@{}: register %{} defined twice or out of range", f.id, in.result);
        defined[size_t(in.result)] = true;
        regs[size_t(in.result)] = in.type;
      }
    }
    if (!returned)
      return fmt::format("@{}: no ret", f.id);
  }
  for (const auto &a : m.card.abilities) {
    for (rt::FnId id : {a.effect, a.continuous.affects, a.continuous.apply, a.replacement.matches,
                        a.replacement.apply, a.trigger.subject, a.cost.sacrificeFilter,
                        a.cost.tapFilter, a.cost.discardFilter}) // library2
      if (id != rt::kNoFn && !validFn(id))
        return fmt::format("descriptor refers to missing function @{}", id);
    for (auto &t : a.targets)
      if (t.legal != rt::kNoFn && !validFn(t.legal))
        return fmt::format("target refers to missing function @{}", t.legal);
    for (auto &mode : a.modal.modes) {
      if (!validFn(mode.effect))
        return fmt::format("mode refers to missing function @{}", mode.effect);
      for (auto &t : mode.targets)
        if (t.legal != rt::kNoFn && !validFn(t.legal))
          return fmt::format("target refers to missing function @{}", t.legal);
    }
    if (!a.modal.modes.empty() && (a.modal.min < 1 || a.modal.min > a.modal.max ||
                                   a.modal.max > int(a.modal.modes.size())))
      return fmt::format("modal ability chooses {}..{} of {} modes", a.modal.min, a.modal.max,
                         a.modal.modes.size());
  }
  return {};
}

} // namespace oraclec::ir
