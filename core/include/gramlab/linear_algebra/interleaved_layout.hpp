#pragma once
// Where an entry of the interleaved lower triangle (interleaved_lower.hpp) and of its matrix-vector scratch lie,
// as plain arithmetic: the hot loops (hot_loops.hpp) walk the storage by pointer and include nothing else.
namespace gramlab::interleaved {

using Index = decltype(static_cast<char*>(nullptr) - static_cast<char*>(nullptr));  // std::ptrdiff_t, no header

// Group g's first entry, in a copy of order `padded` (a multiple of four): group g holds columns 4g … 4g + 3
// from row 4g down, padded − 4g rows of four.
constexpr Index groupStart(Index g, Index padded) { return 4 * g * padded - 8 * g * (g - 1); }

// Entry (row, column) of a group from its first entry, row counted from the group's first row, column 0 … 3:
// row pair p of the group is the eight doubles at 8p, column c of that pair at 8p + 2c.
constexpr Index inGroup(Index row, Index column) { return row / 2 * 8 + column * 2 + row % 2; }

// The matrix-vector product's scratch: row pair r holds x_{2r}, x_{2r+1}, y_{2r}, y_{2r+1}, so that one pointer
// reaches both, as the matrix's pointer reaches four columns.
constexpr Index xAt(Index i) { return i / 2 * 4 + i % 2; }
constexpr Index yAt(Index i) { return xAt(i) + 2; }

}  // namespace gramlab::interleaved
