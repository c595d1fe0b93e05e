// 시그모이드 커널 패널.
export default {
  // 위의 예측 질문이 열려 있는 동안의 소개: 음수 고윳값의 개수가 그 질문의 답입니다.
  'sigmoid.leadOpen':
    '글의 반례를 직접 돌려 봅니다. RBF 실험과 같은 점 300개(Z = default_rng(4).normal(size=(300, 5)))에 시그모이드 커널 K = tanh(a·x·y + b)를 a = 0.5, b = 0.1로 씁니다. 고윳값 300개 중 몇 개가 음수인지는 위의 질문에서 먼저 예측해 보세요. a와 b를 움직여 음수 고윳값이 어떻게 달라지는지, 이 표를 PSD로 고치면 얼마나 바뀌는지 보세요.',
  'sigmoid.lead':
    '글의 반례를 직접 돌려 봅니다. RBF 실험과 같은 점 300개(Z = default_rng(4).normal(size=(300, 5)))에 시그모이드 커널 K = tanh(a·x·y + b)를 쓰면, a = 0.5, b = 0.1에서 고윳값 300개 중 142개가 음수이고 최소 고윳값은 −12.72입니다. a와 b를 움직여 음수 고윳값이 어떻게 달라지는지, 이 표를 PSD로 고치면 얼마나 바뀌는지 보세요.',

  'sigmoid.a': 'a (x·y에 곱하는 수)',
  'sigmoid.b': 'b (더하는 수)',
  'sigmoid.aSlider': 'a 슬라이더 (−1 … 1)',
  'sigmoid.bSlider': 'b 슬라이더 (−2 … 2)',
  'sigmoid.seed': '시드',
  'sigmoid.n': '점 개수 n',
  'sigmoid.d': '차원 d',
  'sigmoid.invalid.a': 'a는 유한한 수여야 합니다. 예: 0.5, −1, 2e-3',
  'sigmoid.invalid.b': 'b는 유한한 수여야 합니다. 예: 0.1, −0.5, 1e-2',
  'sigmoid.invalid.seed': '시드는 0부터 18446744073709551615(2⁶⁴ − 1)까지의 정수입니다.',
  'sigmoid.invalid.n': 'n은 1부터 {max}까지의 정수입니다.',
  'sigmoid.invalid.d': 'd는 1부터 {max}까지의 정수입니다.',
  'sigmoid.kept': '마지막으로 올바랐던 결과를 그대로 보여 줍니다.',
  'sigmoid.source': '점: default_rng({seed}).normal(size=({n}, {d})), K = tanh({a}·x·y {b})',
  'sigmoid.computing': '계산 중…',

  'sigmoid.result.caption': '지금 (a, b)에서 K의 고윳값',
  'sigmoid.result.negative': '음수 고윳값',
  'sigmoid.result.min': '최소 고윳값',
  'sigmoid.result.max': '최대 고윳값',
  'sigmoid.verdict.no': 'PSD가 아닙니다. 음수 고윳값이 있으니 {@mercer} 조건을 통과하지 못하고, 이 표를 내적으로 만들어 주는 φ도 없습니다.',
  'sigmoid.verdict.yes': '음수 고윳값이 없습니다. 이 (a, b)에서는 이 점들의 그람 행렬이 PSD입니다.',
  'sigmoid.tolerance': '고윳값은 −{tolerance}보다 작을 때만 음수로 셉니다. 이 폭(n·ε·max|λ|)은 고윳값 계산의 반올림 오차 크기입니다.',

  'sigmoid.repair.title': 'PSD로 고치기: 두 가지 보정',
  'sigmoid.repair.caption': '지금의 K를 PSD로 만드는 두 방법과 각각이 표를 바꾼 양',
  'sigmoid.repair.method': '보정',
  'sigmoid.repair.frobenius': '바뀐 양 ‖ΔK‖_F',
  'sigmoid.repair.relative': '‖K‖_F 대비',
  'sigmoid.repair.max': '가장 크게 바뀐 칸',
  'sigmoid.repair.epsilon': 'ε',
  'sigmoid.repair.clip': '잘라 내기 (clip)',
  'sigmoid.repair.clip.what': '음수 고윳값을 0으로 바꿉니다. {@frobenius} 거리로 가장 가까운 PSD 행렬입니다.',
  'sigmoid.repair.shift': '밀어 올리기 (shift)',
  'sigmoid.repair.shift.what': '대각선에 ε를 더합니다 (K + εI). ε는 최소 고윳값의 절댓값보다 아주 조금 큽니다.',
  'sigmoid.repair.none': '—',
  'sigmoid.repair.moral': '어느 쪽이든 원래 표가 아닌 다른 표를 쓰는 것입니다.',
  'sigmoid.repair.detail':
    'K의 칸은 모두 −1과 1 사이인데, 잘라 내기는 어떤 칸을 {clipMax}만큼 바꾸고, 밀어 올리기는 대각선 {n}칸을 모두 {epsilon}만큼 올립니다. 보정한 표로 푼 SVM은 tanh 유사도의 답이 아니라 이렇게 바뀐 표의 답을 냅니다.',
  'sigmoid.repair.psd': '이 (a, b)에서는 K가 이미 PSD라 두 보정 모두 아무것도 바꾸지 않습니다.',
  'sigmoid.repair.large':
    '점이 {n}개라 보정은 버튼을 눌러야 계산합니다. 잘라 내기는 고유벡터를 모두 구해야 해서 점이 많으면 몇 초가 걸리고, 그동안 이 패널의 다른 계산(a, b, 지도)은 기다립니다. 취소하면 멈춥니다.',
  'sigmoid.repair.tooMany':
    '점이 {n}개라 보정은 계산하지 않습니다. 잘라 내기는 고유벡터를 모두 구해야 하는데, 점이 {max}개를 넘으면 페이지가 너무 오래 멈춥니다. 보정을 보려면 점을 {max}개 이하로 하세요.',
  'sigmoid.repair.run': '보정 계산하기',
  'sigmoid.repair.computing': '보정을 계산하는 중…',
  'sigmoid.repair.cancel': '취소',
  'sigmoid.repair.cancelled': '취소했습니다. 보정은 계산하지 않았습니다.',

  'sigmoid.map.title': '(a, b) 평면 지도: 어디서 음수 고윳값이 나오나',
  'sigmoid.map.subset':
    '지도는 앞의 {m}개 점으로 그립니다. 칸 하나가 {m}×{m} 행렬의 고윳값 분해 한 번이고, {cells}칸을 한 줄씩 나누어 계산하고, 위에서부터 한 줄씩 차례로 그립니다. 점을 모두 쓰면 칸 하나의 시간이 점 개수의 세제곱으로 늘어(300개면 27배) 지도 하나에 10초가 넘게 듭니다. 그래서 지도 속 개수는 위의 결과(n = {n})와 다릅니다.',
  'sigmoid.map.all':
    '지도는 점 {m}개 전부로 그립니다. 칸 하나가 {m}×{m} 행렬의 고윳값 분해 한 번이고, {cells}칸을 한 줄씩 나누어 계산하고, 위에서부터 한 줄씩 차례로 그립니다.',
  'sigmoid.map.legend':
    '색은 음수 고윳값의 비율입니다. PSD인 칸은 따로 가장 어두운 색이고, 음수 고윳값이 하나라도 있는 칸은 눈금의 한참 위에서 시작해 밝을수록 음수가 많습니다. 흰 선이 PSD인 칸의 경계, 빨간 ○가 지금의 (a, b)입니다. 칸을 누르면 그 (a, b)로 옮겨 갑니다.',
  'sigmoid.map.legendBoundary': 'PSD인 칸의 경계',
  'sigmoid.map.legendMarker': '지금의 (a, b) = ({a}, {b})',
  'sigmoid.map.legendPsd': '음수 0개: PSD',
  'sigmoid.map.legendLow': '음수 1개',
  'sigmoid.map.legendHigh': '음수 {m}개 (전부)',
  'sigmoid.map.summary': '{cells}칸 중 PSD인 칸은 {psd}개입니다.',
  'sigmoid.map.note':
    '{cells}칸 가운데 그려진 경계 안의 PSD 칸 {psd}개에서만 K에 음의 고윳값이 없습니다. 그 밖에서 tanh(a·x·y + b)는 이 점 {m}개 위의 커널이 아닙니다.',
  'sigmoid.map.noteNone':
    '{cells}칸 가운데 K가 PSD인 칸이 없습니다. 지도의 어떤 (a, b)에서도 tanh(a·x·y + b)는 이 점 {m}개 위의 커널이 아닙니다.',
  'sigmoid.map.constant':
    'a = 0인 세로줄에서는 K의 모든 칸이 tanh(b)인 상수 표가 됩니다. b ≥ 0이면 PSD이고(고윳값은 n·tanh(b) 하나와 나머지 0), b < 0이면 음수 고윳값이 하나 생깁니다.',
  'sigmoid.map.alt':
    '(a, b) 지도: 가로는 a (−1 … 1), 세로는 b (아래 −2 … 위 2). {cells}칸 중 {psd}칸이 PSD입니다. 지금 (a, b) = ({a}, {b}).',
  'sigmoid.map.outside': '지금의 (a, b) = ({a}, {b})는 지도 범위 밖이라 표시하지 않았습니다.',
  'sigmoid.map.progress': '지도 계산 중: {done} / {total}줄',
  'sigmoid.map.progressLabel': '지도 계산 진행률',
  'sigmoid.map.cell': 'a = {a}, b = {b|으로} 옮기기',
  // 지도의 값 표시와 키보드 커서 (sigmoid/map-cursor.js)
  'sigmoid.map.keyboard': '(a, b) 지도: 화살표 키로 움직이고 Enter로 그 칸을 고릅니다',
  'sigmoid.map.cellPending': 'a = {a}, b = {b}: 아직 계산 전',
  'sigmoid.map.cellPsd': 'a = {a}, b = {b}: PSD (음수 고윳값 없음)',
  'sigmoid.map.cellNegative': 'a = {a}, b = {b}: PSD 아님, 고윳값 {m}개 중 {count}개가 음수',
};
