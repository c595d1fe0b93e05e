#pragma once
// Readers for tests/fixtures, written by scripts/gen_kernel_fixtures.py from the article's numpy recipe.
#include <doctest/doctest.h>

#include <Eigen/Dense>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace fixture_files {

inline std::string path(const std::string& name) { return std::string(GRAMLAB_SOURCE_DIR) + "/tests/fixtures/" + name; }

// Comma-separated rows of numbers, no header.
inline Eigen::MatrixXd csv(const std::string& name) {
  std::ifstream in(path(name));
  REQUIRE_MESSAGE(in, "cannot open " << path(name));
  std::vector<std::vector<double>> rows;
  for (std::string line; std::getline(in, line);) {
    std::stringstream cells(line);
    rows.emplace_back();
    for (std::string cell; std::getline(cells, cell, ',');) rows.back().push_back(std::stod(cell));
  }
  REQUIRE(!rows.empty());
  Eigen::MatrixXd m(rows.size(), rows.front().size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    REQUIRE(rows[i].size() == rows.front().size());
    for (std::size_t j = 0; j < rows[i].size(); ++j) m(i, j) = rows[i][j];
  }
  return m;
}

// `key v1 v2 ...` per line; '#' lines are comments.
using Values = std::map<std::string, std::vector<double>>;

inline Values keyValues(const std::string& name) {
  std::ifstream in(path(name));
  REQUIRE_MESSAGE(in, "cannot open " << path(name));
  Values values;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream words(line);
    std::string key;
    words >> key;
    for (std::string word; words >> word;) values[key].push_back(std::stod(word));
  }
  return values;
}

// A key-value fixture file, read once, with lookups that fail the test on a missing key or a wrong size.
class Keyed {
 public:
  explicit Keyed(std::string name) : name_(std::move(name)), values_(keyValues(name_)) {}

  const std::vector<double>& at(const std::string& key) const {
    const auto it = values_.find(key);
    REQUIRE_MESSAGE(it != values_.end(), name_ << " has no " << key);
    return it->second;
  }

  // The key's values as a rows × cols matrix, row by row.
  Eigen::MatrixXd matrix(const std::string& key, Eigen::Index rows, Eigen::Index cols) const {
    const auto& v = at(key);
    REQUIRE(v.size() == static_cast<std::size_t>(rows * cols));
    return Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(v.data(), rows,
                                                                                                    cols);
  }

  Eigen::VectorXd vector(const std::string& key) const {
    const auto& v = at(key);
    return Eigen::Map<const Eigen::VectorXd>(v.data(), static_cast<Eigen::Index>(v.size()));
  }

 private:
  std::string name_;
  Values values_;
};

// The article's 300 points: numpy.random.default_rng(4).normal(size=(300, 5)).
inline const Eigen::MatrixXd& zSeed4() {
  static const Eigen::MatrixXd z = csv("z_seed4.csv");
  return z;
}

inline const Keyed& kernelFixtures() {
  static const Keyed keyed("kernel_fixtures.txt");
  return keyed;
}

}  // namespace fixture_files
