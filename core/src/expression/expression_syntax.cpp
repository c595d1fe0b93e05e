#include "gramlab/expression/expression_syntax.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "gramlab/base/limits.hpp"
#include "gramlab/expression/expression_error.hpp"

namespace gramlab {

namespace {

// The token of "·" (U+00B7): a product, or the dot product when both sides are vectors (expression_program).
constexpr char kCentreDot = '.';

using Kind = ExpressionErrorKind;

struct FunctionInfo {
  Function function;
  const char* name;
  int arity;
};

constexpr FunctionInfo kFunctions[] = {
    {Function::Dot, "dot", 2}, {Function::Norm, "norm", 1}, {Function::Sum, "sum", 1},   {Function::Abs, "abs", 1},
    {Function::Exp, "exp", 1}, {Function::Log, "log", 1},   {Function::Sqrt, "sqrt", 1}, {Function::Tanh, "tanh", 1},
    {Function::Cos, "cos", 1}, {Function::Sin, "sin", 1},   {Function::Min, "min", 2},   {Function::Max, "max", 2},
};

const FunctionInfo* findFunction(const std::string& name) {
  for (const FunctionInfo& f : kFunctions)
    if (name == f.name) return &f;
  return nullptr;
}

enum class TokenKind { Number, Name, Symbol, End };

struct Token {
  TokenKind kind;
  int position;
  char symbol = 0;  // + - * / ^ ( ) ,
  double value = 0;
  std::string text;
  int end = 0;  // one past its last code point
};

[[noreturn]] void fail(Kind kind, int position, const std::string& message) {
  throw ExpressionError(kind, position, message);
}

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Splits the text into tokens, counting positions in code points.
class Lexer {
 public:
  explicit Lexer(const std::string& text) : text_(text) {}

  std::vector<Token> tokens() {
    std::vector<Token> out;
    while (true) {
      skipSpace();
      if (at_ >= text_.size()) {
        out.push_back({TokenKind::End, position_, 0, 0, {}});
        return out;
      }
      out.push_back(next());
      out.back().end = position_;
    }
  }

 private:
  void skipSpace() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
      advance(1);
  }
  void advance(std::size_t bytes) {
    at_ += bytes;
    ++position_;
  }
  bool startsWith(const char* utf8) const {
    return text_.compare(at_, std::char_traits<char>::length(utf8), utf8) == 0;
  }

  Token next() {
    const char c = text_[at_];
    const int start = position_;
    if (isDigit(c) || (c == '.' && at_ + 1 < text_.size() && isDigit(text_[at_ + 1]))) return number();
    if (isLetter(c)) {
      std::string name;
      while (at_ < text_.size() && (isLetter(text_[at_]) || isDigit(text_[at_]))) {
        name += text_[at_];
        advance(1);
      }
      // A parameter's value is passed under its name, which every caller checks by the same limit.
      if (name.size() > static_cast<std::size_t>(limits::kMaxNameLength))
        fail(Kind::NameTooLong, start,
             "this name has " + std::to_string(name.size()) + " characters; a name has at most " +
                 std::to_string(limits::kMaxNameLength));
      return {TokenKind::Name, start, 0, 0, name};
    }
    for (char s : {'+', '-', '*', '/', '^', '(', ')', ','})
      if (c == s) {
        advance(1);
        return {TokenKind::Symbol, start, s, 0, {}};
      }
    if (startsWith("\xE2\x88\x92")) return symbol(3, '-');     // − U+2212
    if (startsWith("\xC2\xB7")) return symbol(2, kCentreDot);  // · U+00B7: the dot product of two vectors
    if (startsWith("\xC3\x97")) return symbol(2, '*');         // × U+00D7
    if (c == '.') fail(Kind::BadNumber, start, "a number needs a digit after '.'");
    fail(Kind::UnexpectedCharacter, start,
         std::string("this character is not part of the language") +
             (static_cast<unsigned char>(c) < 0x80 && c >= 0x20 ? std::string(": '") + c + "'" : std::string()));
  }

  Token symbol(std::size_t bytes, char s) {
    const int start = position_;
    at_ += bytes;
    ++position_;
    return {TokenKind::Symbol, start, s, 0, {}};
  }

  Token number() {
    const int start = position_;
    std::string digits;
    const auto take = [&] {
      digits += text_[at_];
      advance(1);
    };
    while (at_ < text_.size() && isDigit(text_[at_])) take();
    if (at_ < text_.size() && text_[at_] == '.') {
      take();
      while (at_ < text_.size() && isDigit(text_[at_])) take();
    }
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
      take();
      if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) take();
      if (at_ >= text_.size() || !isDigit(text_[at_]))
        fail(Kind::BadNumber, start, "the exponent of " + digits + "… needs digits");
      while (at_ < text_.size() && isDigit(text_[at_])) take();
    }
    if (at_ < text_.size() && text_[at_] == '.')
      fail(Kind::BadNumber, position_, "a number has at most one '.', before its exponent");
    errno = 0;
    const double value = std::strtod(digits.c_str(), nullptr);
    if (errno == ERANGE && std::isinf(value))
      fail(Kind::BadNumber, start, digits + " is too large for a double (above 1.8e308)");
    return {TokenKind::Number, start, 0, value, digits};
  }

  const std::string& text_;
  std::size_t at_ = 0;
  int position_ = 0;
};

// Recursive descent over the tokens; `depth` counts nested calls, parentheses, minus signs and exponents.
class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  SyntaxTree parse() {
    tree_.root = expression(0);
    const Token& t = peek();
    if (t.kind != TokenKind::End) {
      if (t.kind == TokenKind::Symbol && t.symbol == ')')
        fail(Kind::UnbalancedParentheses, t.position, "this ')' has no matching '('");
      if (t.kind == TokenKind::Symbol && t.symbol == ',')
        fail(Kind::StrayOperator, t.position, "a comma belongs between a function's arguments");
      fail(Kind::MissingOperator, t.position, "an operator is missing before this");
    }
    return std::move(tree_);
  }

 private:
  const Token& peek() const { return tokens_[at_]; }
  bool isSymbol(char s) const { return peek().kind == TokenKind::Symbol && peek().symbol == s; }
  const Token& take() {
    end_ = tokens_[at_].end;
    return tokens_[at_++];
  }

  // Every node is added once its last token is taken, so its text ends where that token ends.
  int add(SyntaxNode node) {
    node.end = end_;
    tree_.nodes.push_back(std::move(node));
    return static_cast<int>(tree_.nodes.size()) - 1;
  }
  int binary(SyntaxKind kind, int position, int lhs, int rhs) {
    return add({kind, position, tree_.nodes[lhs].start, 0, {}, {}, {lhs, rhs}});
  }
  void enter(int depth, int position) const {
    if (depth > limits::kMaxExpressionDepth)
      fail(Kind::TooDeep, position,
           "the expression nests deeper than " + std::to_string(limits::kMaxExpressionDepth) + " levels");
  }

  int expression(int depth) {
    int node = term(depth);
    while (isSymbol('+') || isSymbol('-')) {
      const Token& op = take();
      node = binary(op.symbol == '+' ? SyntaxKind::Add : SyntaxKind::Subtract, op.position, node, term(depth));
    }
    return node;
  }

  int term(int depth) {
    int node = unary(depth);
    while (isSymbol('*') || isSymbol(kCentreDot) || isSymbol('/')) {
      const Token& op = take();
      const SyntaxKind kind = op.symbol == '*'          ? SyntaxKind::Multiply
                              : op.symbol == kCentreDot ? SyntaxKind::CentreDot
                                                        : SyntaxKind::Divide;
      node = binary(kind, op.position, node, unary(depth));
    }
    return node;
  }

  int unary(int depth) {
    if (isSymbol('-')) {
      const Token& op = take();
      enter(depth + 1, op.position);
      const int operand = unary(depth + 1);
      return add({SyntaxKind::Negate, op.position, op.position, 0, {}, {}, {operand}});
    }
    return power(depth);
  }

  int power(int depth) {
    const int base = primary(depth);
    if (!isSymbol('^')) return base;
    const Token& op = take();
    enter(depth + 1, op.position);
    return binary(SyntaxKind::Power, op.position, base, unary(depth + 1));
  }

  int primary(int depth) {
    const Token& t = take();
    switch (t.kind) {
      case TokenKind::Number: return add({SyntaxKind::Number, t.position, t.position, t.value, {}, {}, {}});
      case TokenKind::Name: return name(t, depth);
      case TokenKind::End:
        fail(Kind::UnexpectedEnd, t.position, "the expression ends where a number, a name or '(' is needed");
      case TokenKind::Symbol: break;
    }
    if (t.symbol == '(') {
      enter(depth + 1, t.position);
      const int inner = expression(depth + 1);
      close(t);
      tree_.nodes[inner].start = t.position;
      tree_.nodes[inner].end = end_;
      return inner;
    }
    if (t.symbol == ')' && depth == 0) fail(Kind::UnbalancedParentheses, t.position, "this ')' has no matching '('");
    fail(Kind::StrayOperator, t.position,
         "'" + (t.symbol == kCentreDot ? std::string("·") : std::string(1, t.symbol)) +
             "' stands where a number, a name or '(' is needed");
  }

  // After an opening parenthesis `open` and its contents: a ')' must follow.
  void close(const Token& open) {
    if (isSymbol(')')) {
      take();
      return;
    }
    if (peek().kind == TokenKind::End) fail(Kind::UnbalancedParentheses, open.position, "this '(' is never closed");
    if (isSymbol(',')) fail(Kind::StrayOperator, peek().position, "a comma belongs between a function's arguments");
    fail(Kind::MissingOperator, peek().position, "an operator or ')' is missing before this");
  }

  int name(const Token& t, int depth) {
    const FunctionInfo* f = findFunction(t.text);
    if (!isSymbol('(')) {
      if (f)
        fail(Kind::WrongArgumentCount, t.position,
             t.text + " is a function: write " + t.text + (f->arity == 1 ? "(…)" : "(…, …)"));
      return add({SyntaxKind::Name, t.position, t.position, 0, t.text, {}, {}});
    }
    if (!f)
      fail(Kind::UnknownName, t.position,
           t.text == "x" || t.text == "y" ? t.text + " is a point, not a function"
                                          : "there is no function called " + t.text);
    const Token& open = take();
    enter(depth + 1, open.position);
    std::vector<int> args;
    if (!isSymbol(')')) {
      args.push_back(expression(depth + 1));
      while (isSymbol(',')) {
        take();
        args.push_back(expression(depth + 1));
      }
    }
    close(open);
    if (static_cast<int>(args.size()) != f->arity)
      fail(Kind::WrongArgumentCount, t.position,
           t.text + " takes " + std::to_string(f->arity) + (f->arity == 1 ? " argument" : " arguments") + ", not " +
               std::to_string(args.size()));
    return add({SyntaxKind::Call, t.position, t.position, 0, t.text, f->function, std::move(args)});
  }

  std::vector<Token> tokens_;
  std::size_t at_ = 0;
  int end_ = 0;  // where the last taken token ends
  SyntaxTree tree_;
};

// Code points of valid UTF-8; the lexer rejects any invalid byte when it reaches it.
int codePoints(const std::string& text) {
  int count = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++count;
  return count;
}

}  // namespace

SyntaxTree parseExpression(const std::string& text) {
  if (codePoints(text) > limits::kMaxExpressionLength)
    fail(Kind::TooLong, limits::kMaxExpressionLength,
         "the expression is longer than " + std::to_string(limits::kMaxExpressionLength) + " characters");
  return Parser(Lexer(text).tokens()).parse();
}

const char* functionName(Function f) {
  for (const FunctionInfo& info : kFunctions)
    if (info.function == f) return info.name;
  return "?";
}

}  // namespace gramlab
