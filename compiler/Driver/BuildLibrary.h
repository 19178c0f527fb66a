// What `oraclec build -o` saves: the code codegen produced for each card
// face, gathered batch by batch, then turned into a library file once every
// card's status is known (docs/library-format.md).
#pragma once
#include "CodeGen/Jit.h"
#include "Driver/LibraryFormat.h"
#include "Driver/Pipeline.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace oraclec::driver {

class LibraryCollector {
public:
  // A batch compiled: faces[i] (card, face index in its CardOutcome) got the
  // code of saved.functionNames[i] unless errors[i] is set.
  void addBatch(const std::vector<std::pair<size_t, size_t>> &faces, codegen::ObjectCode &&saved,
                const std::vector<std::string> &errors);

  // Cards that are `compiled` or `partial` (after CardOutcome::finish), each
  // face whose code (if it has any) compiled.
  LibraryContents finish(const std::vector<CardOutcome> &outcomes,
                         const codegen::TargetInfo &target, int optLevel);

private:
  struct FaceCode {
    int32_t object = -1;
    std::vector<std::string> functions;
  };
  std::vector<std::string> objects_;
  std::map<std::pair<size_t, size_t>, FaceCode> faces_;
};

} // namespace oraclec::driver
