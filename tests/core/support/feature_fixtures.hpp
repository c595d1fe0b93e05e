#pragma once
// tests/fixtures/features.txt (scripts/gen_feature_fixtures.py) as words: its counts are exact integers
// past 2⁶⁴, which the shared numeric reader would round.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "support/fixtures.hpp"

namespace feature_fixtures {

inline const std::map<std::string, std::vector<std::string>>& words() {
  static const auto table = [] {
    std::map<std::string, std::vector<std::string>> t;
    std::ifstream in(fixture_files::path("features.txt"));
    REQUIRE_MESSAGE(in, "cannot open features.txt");
    for (std::string line; std::getline(in, line);) {
      if (line.empty() || line[0] == '#') continue;
      std::stringstream items(line);
      std::string key;
      items >> key;
      for (std::string word; items >> word;) t[key].push_back(word);
    }
    return t;
  }();
  return table;
}

inline const std::vector<std::string>& text(const std::string& key) {
  const auto found = words().find(key);
  REQUIRE_MESSAGE(found != words().end(), "features.txt has no " << key);
  return found->second;
}

inline std::vector<double> numbers(const std::string& key) {
  std::vector<double> v;
  for (const std::string& w : text(key)) v.push_back(std::stod(w));
  return v;
}

}  // namespace feature_fixtures
