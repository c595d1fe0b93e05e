#include "gramlab/expression/expression_program.hpp"

#include <cmath>
#include <cstring>
#include <map>
#include <tuple>

#include "gramlab/expression/expression_error.hpp"
#include "gramlab/expression/expression_syntax.hpp"

namespace gramlab {

namespace {

using Kind = ExpressionErrorKind;

struct Value {
  bool vector;
  int slot;
};

constexpr int kMaxIntegerPower = 16;

class Compiler {
 public:
  explicit Compiler(const SyntaxTree& tree) : tree_(tree) { vectorStage_ = {Stage::X, Stage::Y}; }

  Program compile() {
    const Value v = value(tree_.root);
    if (v.vector)
      throw ExpressionError(Kind::VectorWhereNumberNeeded, node(tree_.root).start,
                            "the expression gives a vector, but a similarity must be a number: use dot, norm or sum");
    program_.result = v.slot;
    program_.scalarSlots = static_cast<int>(scalarStage_.size());
    program_.vectorSlots = static_cast<int>(vectorStage_.size());
    return std::move(program_);
  }

 private:
  const SyntaxNode& node(int i) const { return tree_.nodes[i]; }

  Stage stageOf(Value v) const { return v.vector ? vectorStage_[v.slot] : scalarStage_[v.slot]; }
  static Stage combine(Stage a, Stage b) {
    if (a == Stage::Constant) return b;
    if (b == Stage::Constant || a == b) return a;
    return Stage::Pair;
  }

  // Emits op (or reuses the slot of an identical earlier instruction).
  Value emit(OpCode op, Value a, Value b = {false, -1}, double imm = 0) {
    std::uint64_t bits;
    std::memcpy(&bits, &imm, sizeof bits);
    const auto key = std::make_tuple(op, a.slot, b.slot, bits);
    const bool vector = producesVector(op);
    if (const auto found = seen_.find(key); found != seen_.end()) return {vector, found->second};
    Stage stage = Stage::Constant;
    if (a.slot >= 0) stage = stageOf(a);
    if (b.slot >= 0) stage = combine(stage, stageOf(b));
    auto& stages = vector ? vectorStage_ : scalarStage_;
    const int out = static_cast<int>(stages.size());
    stages.push_back(stage);
    program_.code.push_back({op, stage, out, a.slot, b.slot, imm});
    seen_.emplace(key, out);
    return {vector, out};
  }

  [[noreturn]] void vectorWhereNumber(int at, const std::string& why) const {
    throw ExpressionError(Kind::VectorWhereNumberNeeded, node(at).start,
                          "a vector stands where a number is needed: " + why);
  }
  Value number(int at, const std::string& why) {
    const Value v = value(at);
    if (v.vector) vectorWhereNumber(at, why);
    return v;
  }
  Value vector(int at, const char* function) {
    const Value v = value(at);
    if (!v.vector)
      throw ExpressionError(Kind::NumberWhereVectorNeeded, node(at).start,
                            std::string("a number stands where a vector is needed: ") + function + " takes vectors");
    return v;
  }

  // A literal number, possibly negated: the exponent of a peephole power.
  bool literal(int at, double& out) const {
    const SyntaxNode& n = node(at);
    if (n.kind == SyntaxKind::Number) {
      out = n.value;
      return true;
    }
    if (n.kind == SyntaxKind::Negate && literal(n.args[0], out)) {
      out = -out;
      return true;
    }
    return false;
  }

  Value value(int at) {
    const SyntaxNode& n = node(at);
    switch (n.kind) {
      case SyntaxKind::Number: return emit(OpCode::Constant, {false, -1}, {false, -1}, n.value);
      case SyntaxKind::Name: return name(n);
      case SyntaxKind::Negate: {
        const Value v = value(n.args[0]);
        return emit(v.vector ? OpCode::VectorNegate : OpCode::Negate, v);
      }
      case SyntaxKind::Add:
      case SyntaxKind::Subtract: return sum(n);
      case SyntaxKind::Multiply:
      case SyntaxKind::CentreDot: return product(n);
      case SyntaxKind::Divide: {
        const Value lhs = value(n.args[0]);
        const Value rhs = number(n.args[1], "only a number can divide; a vector cannot");
        return emit(lhs.vector ? OpCode::VectorDivide : OpCode::Divide, lhs, rhs);
      }
      case SyntaxKind::Power: return power(n);
      case SyntaxKind::Call: return call(n);
    }
    throw ExpressionError(Kind::UnexpectedCharacter, n.position, "unknown syntax");
  }

  Value name(const SyntaxNode& n) {
    if (n.name == "x") return {true, 0};
    if (n.name == "y") return {true, 1};
    for (const ParameterSlot& p : program_.parameters)
      if (p.name == n.name) return {false, p.slot};
    const int slot = static_cast<int>(scalarStage_.size());
    scalarStage_.push_back(Stage::Constant);
    program_.parameters.push_back({n.name, n.position, slot});
    return {false, slot};
  }

  Value sum(const SyntaxNode& n) {
    const Value lhs = value(n.args[0]);
    const Value rhs = value(n.args[1]);
    if (lhs.vector != rhs.vector)
      vectorWhereNumber(lhs.vector ? n.args[0] : n.args[1], "a number and a vector cannot be added");
    const bool add = n.kind == SyntaxKind::Add;
    if (lhs.vector) return emit(add ? OpCode::VectorAdd : OpCode::VectorSubtract, lhs, rhs);
    return emit(add ? OpCode::Add : OpCode::Subtract, lhs, rhs);
  }

  Value product(const SyntaxNode& n) {
    const Value lhs = value(n.args[0]);
    const Value rhs = value(n.args[1]);
    if (lhs.vector && rhs.vector) {
      if (n.kind == SyntaxKind::CentreDot) {  // u·v
        program_.dotProducts.push_back(n.position);
        return emit(OpCode::Dot, lhs, rhs);
      }
      vectorWhereNumber(n.args[1], "two vectors cannot be multiplied; for the dot product write u·v or dot(u, v)");
    }
    if (lhs.vector) return emit(OpCode::VectorScale, rhs, lhs);
    if (rhs.vector) return emit(OpCode::VectorScale, lhs, rhs);
    return emit(OpCode::Multiply, lhs, rhs);
  }

  Value power(const SyntaxNode& n) {
    double k = 0;
    const bool integer = literal(n.args[1], k) && k == std::floor(k) && std::abs(k) <= kMaxIntegerPower;
    const SyntaxNode& base = node(n.args[0]);
    if (integer && k == 2 && base.kind == SyntaxKind::Call && base.function == Function::Norm) return norm(base, true);
    const Value b = number(n.args[0], "only a number can be raised to a power");
    if (integer) return k == 2 ? emit(OpCode::Square, b) : emit(OpCode::PowerInt, b, {false, -1}, k);
    const Value e = number(n.args[1], "an exponent must be a number");
    return emit(OpCode::Power, b, e);
  }

  Value norm(const SyntaxNode& call, bool squared) {
    const SyntaxNode& arg = node(call.args[0]);
    if (arg.kind == SyntaxKind::Subtract) {
      const Value u = value(arg.args[0]);
      const Value v = value(arg.args[1]);
      if (u.vector && v.vector) return emit(squared ? OpCode::SquaredDistance : OpCode::Distance, u, v);
    }
    const Value v = vector(call.args[0], "norm");
    return emit(squared ? OpCode::SquaredNorm : OpCode::Norm, v);
  }

  Value call(const SyntaxNode& n) {
    static const std::map<Function, OpCode> scalar = {
        {Function::Abs, OpCode::Abs},   {Function::Exp, OpCode::Exp},   {Function::Log, OpCode::Log},
        {Function::Sqrt, OpCode::Sqrt}, {Function::Tanh, OpCode::Tanh}, {Function::Cos, OpCode::Cos},
        {Function::Sin, OpCode::Sin},   {Function::Min, OpCode::Min},   {Function::Max, OpCode::Max}};
    const std::string why = std::string(functionName(n.function)) + " takes numbers";
    switch (n.function) {
      case Function::Dot: {
        const Value u = vector(n.args[0], "dot");
        return emit(OpCode::Dot, u, vector(n.args[1], "dot"));
      }
      case Function::Norm: return norm(n, false);
      case Function::Sum: return emit(OpCode::Sum, vector(n.args[0], "sum"));
      case Function::Min:
      case Function::Max: {
        const Value a = number(n.args[0], why);
        return emit(scalar.at(n.function), a, number(n.args[1], why));
      }
      default: return emit(scalar.at(n.function), number(n.args[0], why));
    }
  }

  const SyntaxTree& tree_;
  Program program_;
  std::vector<Stage> scalarStage_;
  std::vector<Stage> vectorStage_;
  std::map<std::tuple<OpCode, int, int, std::uint64_t>, int> seen_;
};

}  // namespace

bool producesVector(OpCode op) { return op >= OpCode::VectorNegate; }

bool readsVectors(OpCode op) { return op >= OpCode::Dot; }

Program compileExpression(const std::string& text) { return Compiler(parseExpression(text)).compile(); }

}  // namespace gramlab
