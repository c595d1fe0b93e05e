#pragma once
// The field table of every struct that crosses the boundary: results (out) and options (in).
#include "fields.hpp"
#include "gramlab/attention/attention_request.hpp"
#include "gramlab/attention/blend_path.hpp"
#include "gramlab/exact/exact_psd.hpp"
#include "gramlab/exact/psd_verdict.hpp"
#include "gramlab/exact/sylvester.hpp"
#include "gramlab/expression/counterexample_search.hpp"
#include "gramlab/expression/expression_program.hpp"
#include "gramlab/expression/kernel_check.hpp"
#include "gramlab/feature_maps/feature_dimension.hpp"
#include "gramlab/feature_maps/kernel_trick.hpp"
#include "gramlab/feature_maps/poly_features.hpp"
#include "gramlab/feature_maps/rbf_features.hpp"
#include "gramlab/feature_maps/rbf_series.hpp"
#include "gramlab/feature_maps/separate_1d.hpp"
#include "gramlab/kernels/gamma_sweep.hpp"
#include "gramlab/kernels/kernels.hpp"
#include "gramlab/kernels/sigmoid_map.hpp"
#include "gramlab/kernels/sigmoid_repair.hpp"
#include "gramlab/learn/accuracy.hpp"
#include "gramlab/learn/method_requests.hpp"
#include "gramlab/linear_algebra/elliptope.hpp"
#include "gramlab/linear_algebra/form_on_sphere.hpp"
#include "gramlab/linear_algebra/gram.hpp"
#include "gramlab/linear_algebra/psd.hpp"
#include "gramlab/linear_algebra/psd_repair.hpp"
#include "gramlab/linear_algebra/spectrum.hpp"
#include "gramlab/linear_algebra/spectrum_stats.hpp"
#include "gramlab/random/point_source.hpp"

namespace gramlab::wasm {

#define GRAMLAB_FIELDS(Struct, ...)                            \
  template <>                                                  \
  struct Fields<Struct> {                                      \
    using S = Struct;                                          \
    static constexpr auto list = std::make_tuple(__VA_ARGS__); \
  }

// Options: keys a caller may give; absent ones keep the C++ default.
GRAMLAB_FIELDS(KernelSpec, field<Required>("kind", &S::kind), field("gamma", &S::gamma), field("degree", &S::degree),
               field("coef0", &S::coef0), field("a", &S::a), field("b", &S::b));
GRAMLAB_FIELDS(PointSource, field("seed", &S::seed), field("n", &S::n), field("d", &S::d), field("points", &S::points));
GRAMLAB_FIELDS(AttentionRequest, field("seed", &S::seed), field("tokens", &S::tokens), field("width", &S::width),
               field("dk", &S::keyWidth), field("scale", &S::scale), field("X", &S::X), field("WQ", &S::WQ),
               field("WK", &S::WK), field("tie", &S::tie), field("softmax", &S::softmax), field("blend", &S::blend));

// Results.
GRAMLAB_FIELDS(SymmetricEigen, field("values", &S::values), field<OmitEmpty>("vectors", &S::vectors));
GRAMLAB_FIELDS(NegativeMinor, field("indices", &S::indices), field("value", &S::value));
GRAMLAB_FIELDS(PsdCheck, field("eigenvalues", &S::eigenvalues), field("minEigenvalue", &S::minEigenvalue),
               field("negativeCount", &S::negativeCount), field("isPSD", &S::isPSD), field("tolerance", &S::tolerance),
               field("rule", &S::rule), field("minor", &S::minor));
GRAMLAB_FIELDS(PsdRepair, field("matrix", &S::matrix), field("change", &S::change),
               field("frobeniusChange", &S::frobeniusChange), field("maxChange", &S::maxChange),
               field("shift", &S::shift));
GRAMLAB_FIELDS(Reconstruction, field("vectors", &S::vectors), field("rank", &S::rank), field("residual", &S::residual));
GRAMLAB_FIELDS(QuadraticFormSign, field("value", &S::value), field("errorBound", &S::errorBound),
               field("sign", &S::sign));
GRAMLAB_FIELDS(ElliptopeSurface, field("coordinates", &S::coordinates), field("lower", &S::lower),
               field("upper", &S::upper));
GRAMLAB_FIELDS(ElliptopePoint, field("point", &S::point), field("determinant", &S::determinant),
               field("determinantErrorBound", &S::determinantErrorBound), field("membership", &S::membership),
               field("angles", &S::angles), field("brokenInequality", &S::brokenInequality),
               field("inequalityMargin", &S::inequalityMargin), field("repaired", &S::repaired),
               field("repairDistance", &S::repairDistance));
GRAMLAB_FIELDS(FormOnSphere, field("directions", &S::directions), field("values", &S::values),
               field("errorBounds", &S::errorBounds), field("signs", &S::signs), field("rows", &S::rows),
               field("columns", &S::columns), field("minDirection", &S::minDirection), field("minValue", &S::minValue),
               field("minErrorBound", &S::minErrorBound), field("minSign", &S::minSign),
               field("minEigenvalue", &S::minEigenvalue), field("maxEigenvalue", &S::maxEigenvalue));
GRAMLAB_FIELDS(GramAndCovariance, field("gram", &S::gram), field("covariance", &S::covariance),
               field("sharedEigenvalues", &S::sharedEigenvalues), field("rank", &S::rank));
GRAMLAB_FIELDS(SpectrumStats, field("maxEigenvalue", &S::maxEigenvalue), field("minEigenvalue", &S::minEigenvalue),
               field("k95", &S::k95), field("effectiveRank", &S::effectiveRank), field("condition", &S::condition),
               field("trace", &S::trace));
GRAMLAB_FIELDS(GammaSweepRow, field("gamma", &S::gamma), field<Flatten>("stats", &S::stats),
               field<OmitEmpty>("spectrum", &S::spectrum));
GRAMLAB_FIELDS(SigmoidCheck, field("negativeCount", &S::negativeCount), field("minEigenvalue", &S::minEigenvalue),
               field("maxEigenvalue", &S::maxEigenvalue), field("tolerance", &S::tolerance), field("isPSD", &S::isPSD));
GRAMLAB_FIELDS(SigmoidMap, field("aValues", &S::aValues), field("bValues", &S::bValues), field("size", &S::size),
               field("psdCells", &S::psdCells), field("minEigenvalue", &S::minEigenvalue),
               field("negativeCount", &S::negativeCount), field("tolerance", &S::tolerance));
GRAMLAB_FIELDS(SigmoidRepair, field("frobeniusChange", &S::frobeniusChange), field("maxChange", &S::maxChange),
               field("shift", &S::shift), field("kernelFrobenius", &S::kernelFrobenius),
               field("relativeChange", &S::relativeChange));
GRAMLAB_FIELDS(ExactPsd, field("exact", &S::exact), field("isPSD", &S::isPSD), field("rank", &S::rank),
               field("c", &S::c), field("cValues", &S::cValues), field<EmptyAsNull>("value", &S::value));
GRAMLAB_FIELDS(PsdVerdict, field("isPSD", &S::isPSD), field("rule", &S::rule), field("exact", &S::exact),
               field("minor", &S::minor), field("check", &S::check));
GRAMLAB_FIELDS(NegativeDirection, field("indices", &S::indices), field("c", &S::c), field("value", &S::value),
               field("scaled", &S::scaled));
GRAMLAB_FIELDS(ScaledNumber, field("mantissa", &S::mantissa), field("exponent", &S::exponent));
GRAMLAB_FIELDS(WorkingNumber, field("value", &S::value), field("scaled", &S::scaled),
               field<EmptyAsNull>("exact", &S::exact));
GRAMLAB_FIELDS(CofactorTerm, field("entry", &S::entry), field("factors", &S::factors), field("minor", &S::minor));
GRAMLAB_FIELDS(MinorWorking, field("factors", &S::factors), field("cofactors", &S::cofactors),
               field("pivots", &S::pivots));
GRAMLAB_FIELDS(LeadingMinor, field("k", &S::k), field("determinant", &S::determinant), field("scaled", &S::scaled),
               field<EmptyAsNull>("exact", &S::exact), field("pivot", &S::pivot),
               field<EmptyAsNull>("exactPivot", &S::exactPivot), field("sign", &S::sign), field("method", &S::method),
               field("bound", &S::bound), field("working", &S::working));
GRAMLAB_FIELDS(SylvesterResult, field("minors", &S::minors), field("positiveDefinite", &S::positiveDefinite),
               field<ZeroAsNull>("firstFailure", &S::firstFailure));
GRAMLAB_FIELDS(PrincipalMinor, field("indices", &S::indices), field("determinant", &S::determinant),
               field("scaled", &S::scaled), field<EmptyAsNull>("exact", &S::exact), field("sign", &S::sign),
               field("method", &S::method));
GRAMLAB_FIELDS(GeneralSpectrum, field("eigenvalues", &S::eigenvalues), field("errorBounds", &S::errorBounds),
               field("isComplex", &S::isComplex), field("complexCount", &S::complexCount));
GRAMLAB_FIELDS(ScoreSymmetry, field("asymmetryRatio", &S::asymmetryRatio), field("symmetric", &S::symmetric),
               field("spectrum", &S::spectrum));
GRAMLAB_FIELDS(SoftmaxScores, field("weights", &S::weights), field("symmetry", &S::symmetry));
GRAMLAB_FIELDS(AttentionResult, field("X", &S::X), field("WQ", &S::WQ), field("WK", &S::WK), field("tied", &S::tied),
               field("blend", &S::blend), field("M", &S::M), field("weightSymmetricPart", &S::weightSymmetricPart),
               field("weightSymmetricPartMax", &S::weightSymmetricPartMax), field("scores", &S::scores),
               field("symmetricPart", &S::symmetricPart), field("antisymmetricPart", &S::antisymmetricPart),
               field("symmetry", &S::symmetry), field("scoresSymmetricPart", &S::scoresSymmetricPart),
               field("softmax", &S::softmax));
GRAMLAB_FIELDS(AttentionBlendPath, field("blends", &S::blends), field("eigenvalues", &S::eigenvalues),
               field("complexCounts", &S::complexCounts), field("asymmetryRatios", &S::asymmetryRatios));

// Feature maps.
GRAMLAB_FIELDS(FeatureDimension, field("count", &S::count), field("float32Bytes", &S::float32Bytes),
               field("approxCount", &S::approxCount), field("approxFloat32Bytes", &S::approxFloat32Bytes));
GRAMLAB_FIELDS(MonomialFactor, field("variable", &S::variable), field("power", &S::power));
GRAMLAB_FIELDS(FeatureCoefficient, field("value", &S::value), field("exact", &S::exact), field("outside", &S::outside),
               field("radicand", &S::radicand));
GRAMLAB_FIELDS(FeatureTerm, field("monomial", &S::monomial), field("constantPower", &S::constantPower),
               field("multinomial", &S::multinomial), field("coefficient", &S::coefficient));
GRAMLAB_FIELDS(PolyFeatures, field("terms", &S::terms), field("values", &S::values), field("total", &S::total),
               field("complete", &S::complete));
GRAMLAB_FIELDS(PolyFeaturePair, field("terms", &S::terms), field("valuesA", &S::valuesA), field("valuesB", &S::valuesB),
               field("products", &S::products), field("featureDot", &S::featureDot), field("kernel", &S::kernel),
               field("roundingBound", &S::roundingBound), field("total", &S::total), field("complete", &S::complete));
GRAMLAB_FIELDS(KernelTrickTiming, field("kernel", &S::kernel), field("kernelSeconds", &S::kernelSeconds),
               field("kernelRepetitions", &S::kernelRepetitions), field("kernelBatchSeconds", &S::kernelBatchSeconds),
               field("built", &S::built), field("featureDot", &S::featureDot),
               field("featureSeconds", &S::featureSeconds), field("featureRepetitions", &S::featureRepetitions),
               field("featureBatchSeconds", &S::featureBatchSeconds), field("featureCount", &S::featureCount),
               field("requiredBytes", &S::requiredBytes), field("approxRequiredBytes", &S::approxRequiredBytes),
               field("capBytes", &S::capBytes));
GRAMLAB_FIELDS(RbfSeriesTerm, field("m", &S::m), field("featureX", &S::featureX), field("featureY", &S::featureY),
               field("term", &S::term), field("partialSum", &S::partialSum), field("error", &S::error),
               field("hasTailBound", &S::hasTailBound), field("tailBound", &S::tailBound),
               field("roundingBound", &S::roundingBound));
GRAMLAB_FIELDS(RbfSeries, field("kernel", &S::kernel), field("peak", &S::peak), field("terms", &S::terms));
GRAMLAB_FIELDS(RbfFeatureRequest, field<Required>("method", &S::method), field("seed", &S::seed), field("n", &S::n),
               field("d", &S::d), field("points", &S::points), field("gamma", &S::gamma),
               field("features", &S::features), field("featureSeed", &S::featureSeed), field("degree", &S::degree),
               field("c", &S::c));
GRAMLAB_FIELDS(GramError, field("relativeFrobenius", &S::relativeFrobenius), field("maxAbs", &S::maxAbs));
GRAMLAB_FIELDS(RbfFeatures, field("features", &S::features), field("gramError", &S::gramError),
               field("eigenvalues", &S::eigenvalues), field("exactEigenvalues", &S::exactEigenvalues),
               field("effectiveRank", &S::effectiveRank), field("exactEffectiveRank", &S::exactEffectiveRank),
               field("droppedEigenvalues", &S::droppedEigenvalues));
GRAMLAB_FIELDS(RbfFeatureError, field("features", &S::features), field("columns", &S::columns),
               field("gramError", &S::gramError));
GRAMLAB_FIELDS(Separation1D, field("count", &S::count), field("oneColour", &S::oneColour),
               field("thresholdSeparates", &S::thresholdSeparates), field("leftLabel", &S::leftLabel),
               field("thresholdLow", &S::thresholdLow), field("thresholdHigh", &S::thresholdHigh),
               field("threshold", &S::threshold), field("thresholdMargin", &S::thresholdMargin),
               field("liftSeparates", &S::liftSeparates), field("insideLabel", &S::insideLabel),
               field("lineLow", &S::lineLow), field("lineHigh", &S::lineHigh), field("slope", &S::slope),
               field("intercept", &S::intercept), field("margin", &S::margin), field("lineChecked", &S::lineChecked),
               field("lifted", &S::lifted), field("liftFeatureIndex", &S::liftFeatureIndex),
               field("liftFeatureCoefficient", &S::liftFeatureCoefficient));
GRAMLAB_FIELDS(KernelCheckRequest, field<Required>("expression", &S::expression), field("params", &S::params),
               field("seed", &S::seed), field("n", &S::n), field("d", &S::d), field("points", &S::points));
GRAMLAB_FIELDS(ParameterSlot, field("name", &S::name), field("position", &S::position));
GRAMLAB_FIELDS(Program, field("parameters", &S::parameters), field("dotProducts", &S::dotProducts));
GRAMLAB_FIELDS(KernelWitness, field("indices", &S::indices), field("points", &S::points), field("matrix", &S::matrix),
               field("minEigenvalue", &S::minEigenvalue), field("tolerance", &S::tolerance), field("c", &S::direction),
               field("verified", &S::verified), field("upperBound", &S::upperBound), field("found", &S::found));
GRAMLAB_FIELDS(ProofCondition, field("subject", &S::subject), field("value", &S::value),
               field("relation", &S::relation));
GRAMLAB_FIELDS(ProofStep, field("rule", &S::rule), field("claim", &S::claim), field("expression", &S::expression),
               field("start", &S::start), field("end", &S::end), field("conditions", &S::conditions),
               field("children", &S::children));
GRAMLAB_FIELDS(KernelCheck, field("n", &S::n), field("d", &S::d), field("parameters", &S::parameters),
               field("isSymmetric", &S::isSymmetric), field("maxAsymmetry", &S::maxAsymmetry),
               field("symmetryTolerance", &S::symmetryTolerance), field("asymmetricI", &S::asymmetricI),
               field("asymmetricJ", &S::asymmetricJ), field("isPSD", &S::isPSD),
               field("minEigenvalue", &S::minEigenvalue), field("maxEigenvalue", &S::maxEigenvalue),
               field("negativeCount", &S::negativeCount), field("tolerance", &S::tolerance), field("rule", &S::rule),
               field("minor", &S::minor), field("witness", &S::witness), field("proof", &S::proof),
               field("status", &S::status));
GRAMLAB_FIELDS(CounterexampleRequest, field<Required>("expression", &S::expression), field("params", &S::params),
               field("seed", &S::seed), field("n", &S::n), field("d", &S::d), field("points", &S::points),
               field<Required>("round", &S::round));
GRAMLAB_FIELDS(CounterexampleSearch, field("round", &S::round), field("rounds", &S::rounds),
               field("strategy", &S::strategy), field("pointSets", &S::pointSets), field("work", &S::work),
               field("witness", &S::witness));

// Learning methods: kernel ridge, the SVM dual, the labelled data sets.
GRAMLAB_FIELDS(MethodKernel, field("kind", &S::kind), field("gamma", &S::gamma), field("degree", &S::degree),
               field("coef0", &S::coef0), field("a", &S::a), field("b", &S::b), field("expression", &S::expression),
               field("params", &S::params));
GRAMLAB_FIELDS(KernelRidgeRequest, field<Required>("points", &S::points), field<Required>("targets", &S::targets),
               field<Required>("kernel", &S::kernel), field<Required>("lambda", &S::lambda), field("grid", &S::grid),
               field("test", &S::test));
GRAMLAB_FIELDS(SvmDualRequest, field<Required>("points", &S::points), field<Required>("labels", &S::labels),
               field<Required>("kernel", &S::kernel), field<Required>("C", &S::c), field("starts", &S::starts),
               field("maxIterations", &S::maxIterations), field("seed", &S::seed), field("repair", &S::repair),
               field("grid", &S::grid), field("test", &S::test));
GRAMLAB_FIELDS(LabelledDatasetRequest, field<Required>("kind", &S::kind), field("seed", &S::seed),
               field<Required>("nTrain", &S::nTrain), field("nTest", &S::nTest), field("noise", &S::noise));
GRAMLAB_FIELDS(KernelRidgeResult, field("alpha", &S::alpha), field("condition", &S::condition),
               field("minEigenvalue", &S::minEigenvalue), field("residual", &S::residual),
               field("trainPredictions", &S::trainPredictions), field("gridPredictions", &S::gridPredictions),
               field("testPredictions", &S::testPredictions));
GRAMLAB_FIELDS(SvmRun, field("alpha", &S::alpha), field("bias", &S::bias), field("objective", &S::objective),
               field("gap", &S::gap), field("iterations", &S::iterations), field("tauSteps", &S::tauSteps),
               field("converged", &S::converged), field("stop", &S::stop), field("trainDecision", &S::trainDecision),
               field("gridDecision", &S::gridDecision), field("testDecision", &S::testDecision));
GRAMLAB_FIELDS(SvmDualResult, field("isPSD", &S::isPSD), field("minEigenvalue", &S::minEigenvalue),
               field("runs", &S::runs), field("objectiveSpread", &S::objectiveSpread),
               field("agreeBound", &S::agreeBound), field("agree", &S::agree), field("epsilon", &S::epsilon),
               field("tau", &S::tau));
GRAMLAB_FIELDS(Accuracy, field("correct", &S::correct), field("total", &S::total), field("nearZero", &S::nearZero));
GRAMLAB_FIELDS(LabelledDataset, field("trainPoints", &S::trainPoints), field("trainLabels", &S::trainLabels),
               field("testPoints", &S::testPoints), field("testLabels", &S::testLabels));

#undef GRAMLAB_FIELDS

}  // namespace gramlab::wasm
