// 한국어 (기본): the app shell, errors, cell messages and the shared matrix editor. Each panel has its own file beside this one.
export default {
  'app.title': 'Gram Lab',
  'app.subtitle': '커널과 그람 행렬: 내적을 바꾸면 무엇이 달라지나',
  'app.language': '언어',
  'app.loading': '계산 모듈을 불러오는 중…',
  'app.loadFailed': '계산 모듈을 불러오지 못했습니다: {message}',
  'app.nav': '실험',
  'app.urlProblem': '주소의 {param} 값을 무시했습니다: {message}',

  'error.EMPTY': '행렬이 비어 있습니다.',
  'error.NOT_SQUARE': '정사각 행렬이 아닙니다.',
  'error.NOT_FINITE': '유한한 수가 아닌 칸이 있습니다.',
  'error.TOO_LARGE': '크기 제한을 넘었습니다.',
  'error.NOT_SYMMETRIC': '대칭 행렬이 아닙니다.',
  'error.NOT_PSD': '양반정치(PSD) 행렬이 아닙니다.',
  'error.DIMENSION_MISMATCH': '크기가 맞지 않습니다.',
  'error.BAD_ARGUMENT': '입력이 올바르지 않습니다.',
  'error.RAGGED': '행마다 칸 수가 다릅니다.',
  'error.NOT_A_NUMBER': '숫자가 아닌 칸이 있습니다.',
  'error.OVERFLOW': '결과가 너무 커서 수로 나타낼 수 없습니다.',
  'error.OUT_OF_MEMORY': '이 크기를 계산할 메모리가 부족합니다.',
  'error.LOAD_FAILED': '계산 모듈을 불러오지 못했습니다.',
  'error.WORKER_FAILED': '계산을 맡은 워커가 멈췄습니다.',
  'error.CANCELLED': '계산을 취소했습니다.',
  'error.INTERNAL': '계산 중 예기치 않은 오류가 났습니다.',
  'error.BAD_EXPRESSION': '식을 읽을 수 없습니다.',
  'error.detail': '{summary} ({message})',

  'cell.empty': '빈 칸입니다. 숫자를 넣어 주세요.',
  'cell.not-a-number': '숫자가 아닙니다. 예: 0.9, −1, 2e-3',
  'cell.not-finite': '너무 큰 수입니다(유한한 double 범위 밖).',
  'cell.kept': '마지막으로 올바랐던 결과를 그대로 보여 줍니다.',

  'matrix.labelName': '{index}번째 항목 이름',
  'matrix.label.empty': '이름이 비어 있습니다.',
  'matrix.label.bad': '이름은 16자까지이고 쉼표(,)와 세미콜론(;)은 쓸 수 없습니다.',

  // Failures the page recovers from: Retry after a failed load.
  'app.retry': '다시 시도',
  // A panel id that names no panel
  'app.unknownPanel': '“{ids}”라는 패널은 없습니다. 있는 패널: {known}.',
  // The page's own words for an error (widgets/error-text.js): no English core message, the cell by its place.
  'error.shown': '{summary}{at}',
  'error.at': ' ({row}행 {col}열)',
  'app.linkDetail': '{value} — 쓸 수 없는 값이라 기본값을 보입니다.',
  'app.documentTitle': 'Gram Lab — 커널과 그람 행렬',
  'app.panelTitle': '{panel} — Gram Lab',
};
