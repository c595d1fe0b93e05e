#pragma once
// The article's figures: tests/fixtures/article.json, written by scripts/gen_article_fixtures.py from the
// article's numpy recipes. Keys and layout as in that generator's docstring.
#include <Eigen/Dense>
#include <string>
#include <vector>

#include "support/json.hpp"

namespace ref {

inline const fixture_json::Json& article() {
  static const fixture_json::Json doc = fixture_json::read("article.json");
  return doc;
}

inline std::vector<double> numbers(const fixture_json::Json& list) {
  std::vector<double> out;
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(list[i].number());
  return out;
}

// A JSON list of rows → matrix.
inline Eigen::MatrixXd matrix(const fixture_json::Json& rows) {
  const auto n = static_cast<Eigen::Index>(rows.size());
  const auto m = static_cast<Eigen::Index>(rows[0].size());
  Eigen::MatrixXd out(n, m);
  for (Eigen::Index i = 0; i < n; ++i) {
    REQUIRE(rows[static_cast<std::size_t>(i)].size() == static_cast<std::size_t>(m));
    for (Eigen::Index j = 0; j < m; ++j)
      out(i, j) = rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)].number();
  }
  return out;
}

// "S_similarity", "A" or "B": {matrix, eigenvalues_ascending, leading_principal_minors}.
inline const fixture_json::Json& small(const std::string& name) { return article()["small_matrices"][name]; }

inline Eigen::MatrixXd S() { return matrix(small("S_similarity")["matrix"]); }
inline Eigen::MatrixXd A() { return matrix(small("A")["matrix"]); }
inline Eigen::MatrixXd B() { return matrix(small("B")["matrix"]); }

// numpy's eigvalsh of S, ascending: −0.177, 0.800, 2.377 as the article prints them.
inline std::vector<double> eigenvaluesOfS() { return numbers(small("S_similarity")["eigenvalues_ascending"]); }

}  // namespace ref
