// The examples: the textbook kernels, the article's sigmoid and opening wish, and two that look plausible but fail.
export const PRESETS = [
  { id: 'rbf', expression: 'exp(-g*norm(x-y)^2)', params: { g: 0.5 } },
  { id: 'polynomial', expression: '(1 + dot(x,y))^2', params: {} },
  { id: 'cosine', expression: 'dot(x,y)/(norm(x)*norm(y))', params: {} },
  { id: 'sigmoid', expression: 'tanh(a*dot(x,y)+b)', params: { a: 0.5, b: 0.1 } },
  { id: 'wish', expression: 'exp(k*dot(x,y)/(norm(x)*norm(y)))', params: { k: 2 } },
  { id: 'squaredExp', expression: 'exp(-norm(x-y))^2 - 0.5', params: {} },
  { id: 'distance', expression: 'norm(x-y)', params: {} },
];
