// Part "learn": the reader's own kernel (the expression language) and the methods that consume a kernel.
// One line per function; web/src/api/signatures.js (PARTS.learn) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_learn) {
  exportFunction<&gramlab::checkKernelRequest>("checkKernel");
  exportFunction<&gramlab::searchCounterexample>("searchCounterexample");
  exportFunction<&gramlab::compileExpression>("compileExpression");
  exportFunction<&gramlab::expressionMatrix>("expressionMatrix");
  exportFunction<&gramlab::kernelRidgeRequest>("kernelRidge");
  exportFunction<&gramlab::svmDualRequest>("svmDual");
  exportFunction<&gramlab::labelledDatasetRequest>("labelledDataset");
  exportFunction<&gramlab::accuracy>("accuracy");
}

}  // namespace gramlab::wasm
