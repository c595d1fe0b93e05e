#pragma once
// tests/fixtures/attention.txt (scripts/gen_attention_fixtures.py: numpy's X, W_Q, W_K, S and their eigenvalues for
// the article's recipe and one other), read once for every test that asks.
#include "support/fixtures.hpp"

inline const fixture_files::Keyed& attentionFixture() {
  static const fixture_files::Keyed keyed("attention.txt");
  return keyed;
}
