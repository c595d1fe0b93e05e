// Part "kernels": kernel matrices, the γ sweep, the sigmoid kernel, feature maps, attention scores.
// One line per function; web/src/api/signatures.js (PARTS.kernels) names the same ones.
#include <emscripten/bind.h>

#include "../export.hpp"

namespace gramlab::wasm {

EMSCRIPTEN_BINDINGS(gramlab_kernels) {
  exportFunction<&gramlab::kernelMatrix>("kernelMatrix");
  exportFunction<&gramlab::gammaSweep, PointsFromSource>("gammaSweep");
  exportFunction<&gramlab::regularizedStats>("regularizedStats");
  exportFunction<&gramlab::sigmoidCheck, PointsFromSource>("sigmoidCheck");
  exportFunction<&gramlab::sigmoidMap, PointsFromSource>("sigmoidMap");
  exportFunction<&gramlab::sigmoidRepair, PointsFromSource>("sigmoidRepair");
  exportFunction<&gramlab::featureDimension>("featureDimension");
  exportFunction<&gramlab::polyFeatures>("polyFeatures");
  exportFunction<&gramlab::polyFeaturePair>("polyFeaturePair");
  exportFunction<&gramlab::polyFeatureValues>("polyFeatureValues");
  exportFunction<&gramlab::kernelTrickTiming>("kernelTrickTiming");
  exportFunction<&gramlab::rbfSeries>("rbfSeries");
  exportFunction<&gramlab::separate1D>("separate1D");
  exportFunction<&gramlab::rbfFeatures>("rbfFeatures");
  exportFunction<&gramlab::rbfFeatureErrors>("rbfFeatureErrors");
  exportFunction<static_cast<AttentionResult (*)(const AttentionRequest&)>(&gramlab::attention)>("attention");
  exportFunction<&gramlab::attentionBlendPath>("attentionBlendPath");
}

}  // namespace gramlab::wasm
