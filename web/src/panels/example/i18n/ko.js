// The example panel's strings. Same keys as en.js. A panel of the page has them in i18n/ko/<id>.js, and its
// title and claim in i18n/ko/titles.js (its section shows them before its code is in); the example, kept off
// the page, has all of them here.
export default {
  'example.title': '예시: 행렬의 고윳값',
  'claim.example': '대칭 행렬은 음수인 고윳값이 없을 때, 그때에만 {@psd}입니다.',
  'example.matrix': '행렬 (행은 ;로, 칸은 ,로 나눕니다)',
  'example.invalid': '숫자로 된 정사각 행렬이 아닙니다 (예: 2,1;1,2). 마지막으로 올바른 결과를 보여 줍니다.',
  'example.eigenvalues': '고윳값',
  'example.psd': '음수인 고윳값이 없으니 {@psd}입니다.',
  'example.notPsd': '음수인 고윳값이 있으니 {@psd|이} 아닙니다.',
};
