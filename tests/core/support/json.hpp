#pragma once
// A tiny JSON reader for tests/fixtures/*.json: objects, arrays, strings without escapes, and numbers kept as
// their text, so strtod rounds each one correctly.
#include <doctest/doctest.h>

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace fixture_json {

struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object };
  Kind kind = Kind::Null;
  std::string text;  // a number's literal or a string's contents
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> fields;

  const Json& operator[](const std::string& key) const {
    for (const auto& f : fields) {
      if (f.first == key) return f.second;
    }
    FAIL("fixture has no key " << key);
    return *this;
  }
  const Json& operator[](std::size_t i) const { return items.at(i); }
  std::size_t size() const { return kind == Kind::Object ? fields.size() : items.size(); }
  double number() const { return std::strtod(text.c_str(), nullptr); }  // correctly rounded
  std::uint64_t u64() const { return std::strtoull(text.c_str(), nullptr, 10); }
};

class JsonReader {
 public:
  explicit JsonReader(std::string s) : s_(std::move(s)) {}

  Json parse() {
    Json v = value();
    skipSpace();
    REQUIRE(pos_ == s_.size());
    return v;
  }

 private:
  void skipSpace() {
    while (pos_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[pos_]))) ++pos_;
  }
  char peek() {
    skipSpace();
    REQUIRE(pos_ < s_.size());
    return s_[pos_];
  }
  void expect(char c) {
    REQUIRE(peek() == c);
    ++pos_;
  }
  std::string stringBody() {
    expect('"');
    const std::size_t end = s_.find('"', pos_);
    REQUIRE(end != std::string::npos);
    std::string out = s_.substr(pos_, end - pos_);
    REQUIRE(out.find('\\') == std::string::npos);
    pos_ = end + 1;
    return out;
  }
  Json value() {
    Json v;
    const char c = peek();
    if (c == '{') {
      v.kind = Json::Kind::Object;
      ++pos_;
      if (peek() == '}') return ++pos_, v;
      do {
        std::string key = stringBody();
        expect(':');
        v.fields.emplace_back(std::move(key), value());
      } while (peek() == ',' && ++pos_);
      expect('}');
    } else if (c == '[') {
      v.kind = Json::Kind::Array;
      ++pos_;
      if (peek() == ']') return ++pos_, v;
      do {
        v.items.push_back(value());
      } while (peek() == ',' && ++pos_);
      expect(']');
    } else if (c == '"') {
      v.kind = Json::Kind::String;
      v.text = stringBody();
    } else {
      const std::size_t end = s_.find_first_of(",]} \n\r\t", pos_);
      v.text = s_.substr(pos_, end - pos_);
      pos_ = end;
      v.kind = Json::Kind::Number;
      if (v.text == "null") v.kind = Json::Kind::Null;
      if (v.text == "true" || v.text == "false") v.kind = Json::Kind::Bool;
    }
    return v;
  }

  std::string s_;
  std::size_t pos_ = 0;
};

// tests/fixtures/<name>, parsed once per call.
inline Json read(const std::string& name) {
  const std::string path = std::string(GRAMLAB_SOURCE_DIR) + "/tests/fixtures/" + name;
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot open " << path);
  std::stringstream buf;
  buf << in.rdbuf();
  return JsonReader(buf.str()).parse();
}

}  // namespace fixture_json
