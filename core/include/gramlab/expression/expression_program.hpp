#pragma once
// A similarity expression compiled once into a flat register program. Types are checked here: every
// value is a number or a d-vector, and the whole expression must be a number.
//
// Each instruction writes one slot (scalar or vector) from earlier slots and carries the stage it
// belongs to, the evaluation loop it can be hoisted to:
//   Constant  numbers and parameters only: run once per parameter binding;
//   X         depends on x and not on y: run once per row of the kernel matrix;
//   Y         depends on y and not on x: its numbers are run once per point and looked up per pair;
//   Pair      depends on both: run per pair, the only per-pair cost besides Y's vectors.
// Identical sub-expressions share a slot. Peepholes: norm(u − v) → Distance (no temporary vector),
// norm(…)^2 → SquaredNorm / SquaredDistance (no sqrt), ^k for a literal integer |k| ≤ 16 → repeated
// multiplication (no pow).
#include <cstdint>
#include <string>
#include <vector>

namespace gramlab {

enum class OpCode : std::uint8_t {
  Constant,  // out ← imm
  // scalar ← scalar slots a, b
  Negate,
  Add,
  Subtract,
  Multiply,
  Divide,
  Power,
  PowerInt /* a^imm */,
  Square,
  Abs,
  Exp,
  Log,
  Sqrt,
  Tanh,
  Cos,
  Sin,
  Min,
  Max,
  // scalar ← vector slots a, b
  Dot,
  Norm,
  SquaredNorm,
  Sum,
  Distance,
  SquaredDistance,
  // vector ← …
  VectorNegate,    // −a
  VectorAdd,       // a + b
  VectorSubtract,  // a − b
  VectorScale,     // scalar a × vector b
  VectorDivide,    // vector a / scalar b
};

enum class Stage : std::uint8_t { Constant, X, Y, Pair };

struct Instruction {
  OpCode op;
  Stage stage;
  int out;     // scalar slot, or vector slot when producesVector(op)
  int a = -1;  // operand slots (kind given by op)
  int b = -1;
  double imm = 0;
};

struct ParameterSlot {
  std::string name;
  int position;  // first use in the text, for "parameter without a value"
  int slot;      // scalar slot the caller's value goes into
};

struct Program {
  std::vector<Instruction> code;  // every operand is written before it is read
  int scalarSlots = 0;
  int vectorSlots = 2;                    // slot 0 is x, slot 1 is y
  int result = -1;                        // scalar slot
  std::vector<ParameterSlot> parameters;  // in order of first use
  std::vector<int> dotProducts;           // positions of the "·" read as u·v (two vectors), for a recipe's @
};

bool producesVector(OpCode op);
bool readsVectors(OpCode op);  // costs d per evaluation

// Parses and type-checks: throws ExpressionError (any parse kind, VectorWhereNumberNeeded,
// NumberWhereVectorNeeded).
Program compileExpression(const std::string& text);

}  // namespace gramlab
