#include "Sema/Sema.h"

#include "AST/Printer.h"

#include <fmt/format.h>

namespace oraclec::sema {

using ast::Node;
using ast::NodeKind;
using ast::RoleCard;

// Every node's children against its roles in the construct table
// (AST/NodeKinds.def): in order, ROLE exactly one, OPT zero or one, MANY any
// number; a role's type is a class (ast::inClass) or one node kind.
#pragma GCC diagnostic warning "-Wswitch-enum" // switches over RoleCard list every card
std::string schemaViolation(const Node &n) {
  size_t child = 0;
  for (const ast::RoleInfo &role : ast::rolesOf(n.kind)) {
    auto fits = [&] {
      return child < n.children.size() && ast::admits(role, n.children[child].kind);
    };
    switch (role.card) {
    case RoleCard::Many:
      while (fits())
        ++child;
      break;
    case RoleCard::Opt:
      if (fits()) ++child;
      break;
    case RoleCard::One:
      if (!fits())
        return fmt::format("({} ...) expects {} as child {}, got {}", ast::headOf(n.kind),
                           role.typeName, child + 1,
                           child < n.children.size() ? ast::toSExpr(n.children[child]) : "nothing");
      ++child;
      break;
    }
  }
  if (child < n.children.size())
    return fmt::format("({} ...) does not take {}", ast::headOf(n.kind),
                       ast::toSExpr(n.children[child]));
  for (auto &c : n.children)
    if (std::string v = schemaViolation(c); !v.empty()) return v;
  return {};
}

} // namespace oraclec::sema
