// RBF γ 스윕 패널.
export default {
  'gammaSweep.lead':
    '글의 실험을 다시 돌립니다. 글은 점 300개(Z = default_rng(4).normal(size=(300, 5)))로 RBF 그람 행렬 K = exp(−γ‖x − y‖²)를 만들고 γ마다 고윳값을 구했습니다. 아래 표는 지금 설정으로 이 페이지가 방금 계산한 값이고, 기본 설정(시드 4, 점 300개, 5차원)에서는 글의 표와 자릿수까지 같습니다. 시드, 점 개수, 차원, γ 목록을 바꾸거나 직접 만든 점을 붙여 넣어 보세요.',

  'gammaSweep.seed': '시드',
  'gammaSweep.n': '점 개수 n',
  'gammaSweep.d': '차원 d',
  'gammaSweep.gammas': 'γ 목록',
  'gammaSweep.gammasHint': '쉼표나 공백으로 구분, 최대 {max}개',
  'gammaSweep.invalid.seed': '시드는 0부터 18446744073709551615(2⁶⁴ − 1)까지의 정수입니다.',
  'gammaSweep.invalid.n': 'n은 1부터 {max}까지의 정수입니다.',
  'gammaSweep.invalid.d': 'd는 1부터 {max}까지의 정수입니다.',
  'gammaSweep.invalid.gammas': 'γ는 0보다 큰 수를 1~{max}개, 쉼표나 공백으로 구분해 적습니다. 예: 0.05, 0.3, 1, 3',
  'gammaSweep.kept': '마지막으로 올바랐던 결과를 그대로 보여 줍니다.',
  'gammaSweep.source.seed': '점: default_rng({seed}).normal(size=({n}, {d}))',
  'gammaSweep.source.points': '점: 붙여 넣은 {n}개 ({d}차원)',

  'gammaSweep.table.caption': 'γ별 그람 행렬의 고윳값',
  'gammaSweep.col.gamma': 'γ',
  'gammaSweep.col.max': '최대 고윳값',
  'gammaSweep.col.min': '최소 고윳값',
  'gammaSweep.col.k95': '95%까지 필요한 축',
  'gammaSweep.col.rank': '유효 랭크',
  'gammaSweep.pending': '…',
  'gammaSweep.showGamma': '이 γ를 아래 그래프에서 보기',

  'gammaSweep.progress': '계산 중 — 표 {table}, 곡선 {curve}',
  'gammaSweep.progressLabel': '계산 진행률',
  'gammaSweep.cancel': '취소',
  'gammaSweep.cancelled': '계산을 취소했습니다. 그때까지 나온 결과는 그대로 둡니다.',
  'gammaSweep.notComputed': '계산 안 함',
  'gammaSweep.rankDefinition':
    '유효 랭크(참여비) = (Σλ)² / Σλ², λ는 K의 고윳값입니다. n개가 모두 같으면 n이고, 고윳값 하나가 전부를 차지하면 1입니다.',
  'gammaSweep.waiting': '대기 중',
  'gammaSweep.recompute': '다시 계산',
  'gammaSweep.stoppedLink': '이 스윕은 끝나기 전에 멈췄습니다. 다시 계산을 누르면 실행합니다(n이 크면 시간이 걸립니다).',

  'gammaSweep.live': 'γ를 움직여 보기',
  'gammaSweep.slider': 'γ (로그 눈금, 10⁻³ … 10²)',
  'gammaSweep.sliderValue': 'γ = {gamma}',
  'gammaSweep.scree.title': '고윳값, 큰 것부터 (로그 눈금)',
  'gammaSweep.scree.x': '순서',
  'gammaSweep.scree.y': '고윳값',
  'gammaSweep.scree.alt':
    'γ = {gamma}: 최대 고윳값 {max}, 최소 고윳값 {min}, 95%까지 {k95}축, 유효 랭크 {rank}. 0 이하로 나온 고윳값(반올림 오차)은 로그 눈금에 그리지 않습니다.',
  'gammaSweep.scree.note':
    'γ = {gamma}에서 최대 고윳값은 {max}, 유효 랭크는 {rank}입니다. 곡선이 빨리 떨어질수록 K가 {n}개 방향 가운데 실제로 쓰는 방향이 적습니다.',
  'gammaSweep.curve.title': 'γ에 따른 유효 랭크',
  'gammaSweep.curve.y': '유효 랭크',
  'gammaSweep.curve.low': '랭크 1',
  'gammaSweep.curve.high': '랭크 {n} (= n)',
  'gammaSweep.curve.now': '지금 γ',
  'gammaSweep.curve.alt':
    'γ를 10⁻³에서 10²까지 {count}곳에서 잰 유효 랭크입니다. γ가 0에 가까우면 K의 모든 값이 1에 가까워져 유효 랭크가 1로, γ가 커지면 K가 단위행렬에 가까워져 n = {n|으로} 갑니다. 빨간 점선이 지금 γ입니다.',
  'gammaSweep.curve.note':
    '유효 랭크는 1 근처(작은 γ: K의 모든 값이 1 근처)에서 n = {n}(큰 γ: K가 I 근처) 쪽으로 오릅니다. 빨간 선 γ = {gamma}에서는 {rank}입니다.',
  'gammaSweep.heatmap.title': '그람 행렬 K',
  'gammaSweep.heatmap.block': '점이 {n}개라 앞의 {m}개만 그립니다 (K의 왼쪽 위 {m}×{m} 블록).',
  'gammaSweep.heatmap.alt': 'γ = {gamma}일 때 K의 히트맵. 어두우면 0, 밝으면 1입니다.',
  'gammaSweep.heatmap.axis': '점 (점들의 주된 방향을 따라 정렬)',
  'gammaSweep.heatmap.note':
    '점을 주된 방향을 따라 정렬해 가까운 점끼리 대각선 가까이 놓입니다. γ가 커질수록 대각선 밖의 값이 모두 줄어 K가 I에 가까워집니다.',
  'gammaSweep.heatmap.scale': '0 (어두움) … 1 (밝음)',

  'gammaSweep.ridge.title': 'K + λI: 대각선에 λ를 더하면',
  'gammaSweep.ridge.slider': 'λ (0, 또는 10⁻⁸ … 10 로그 눈금)',
  'gammaSweep.ridge.value': 'λ = {lambda}',
  'gammaSweep.ridge.caption': 'γ = {gamma}에서 K와 K + λI 비교',
  'gammaSweep.ridge.min': '최소 고윳값',
  'gammaSweep.ridge.condition': '조건수 (최대 ÷ 최소)',
  'gammaSweep.ridge.infinite': '∞ (최소 고윳값 ≤ 0)',
  'gammaSweep.ridge.why':
    '커널 회귀는 Kα = y를 풉니다. γ = {gamma}에서 K의 최소 고윳값은 {min}, 조건수는 {condition}입니다. K를 그대로 풀면 y의 잡음이 최대 이 조건수만큼 불어날 수 있습니다. K + λI는 모든 고윳값을 λ만큼 올려 최소 고윳값이 λ 아래로 내려가지 않게 합니다. 고유벡터는 그대로이니 분해를 다시 할 필요도 없습니다.',
  'gammaSweep.ridge.whySingular':
    '커널 회귀는 Kα = y를 풉니다. γ = {gamma}에서 K의 최소 고윳값은 {min|으로}, 반올림 안에서 0 이하라 K를 그대로는 풀 수 없습니다. K + λI는 모든 고윳값을 λ만큼 올려 최소 고윳값이 λ 아래로 내려가지 않게 합니다. 고유벡터는 그대로이니 분해를 다시 할 필요도 없습니다.',
  'gammaSweep.ridge.jitter':
    '라이브러리가 말없이 더하는 10⁻⁶ 「지터」도 똑같은 일을 합니다. 계산은 통과시키지만, K가 사실상 특이 행렬이라는 사실(글의 점 300개라면 γ = 0.05에서 고윳값 수십 개가 10⁻⁶보다 작습니다)을 가리고, 그 순간 λ = 10⁻⁶인 릿지 회귀를 골랐다는 사실도 가립니다. λ는 모르는 사이에 들어가는 값이 아니라 고르는 값입니다.',
  // 히트맵 위 값 표시
  'gammaSweep.heatmap.keys': 'K의 히트맵: 초점을 두고 화살표 키로 칸을 하나씩 읽습니다',
  'gammaSweep.heatmap.readout': 'K[{i}, {j}] = {value} (점 {i|과} 점 {j})',
  // γ를 예측으로 보면: 직선 위 점 여덟 개의 커널 릿지 회귀와 K의 앞쪽 고유벡터
  'gammaSweep.fit.title': 'γ를 예측으로 보면',
  'gammaSweep.fit.lead':
    '직선 위의 점 {n}개에 커널 릿지 회귀를 돌립니다(λ = {lambda}). γ는 이 슬라이더의 값이고 위의 γ와 같습니다. γ가 작으면 모든 점이 서로 닮아 예측이 거의 직선이 되고, γ가 크면 훈련점마다 자기 자신만 닮습니다.',
  'gammaSweep.fit.caption': '예측 f(x) = Σ αᵢ k(x, xᵢ)와 훈련점',
  'gammaSweep.fit.axis': 'f(x)',
  'gammaSweep.fit.curve': '예측',
  'gammaSweep.fit.points': '훈련점',
  'gammaSweep.fit.sentence': 'γ = {gamma}에서 이웃한 두 훈련점의 한가운데 예측값의 크기는 많아야 {mid}, 목표값은 {target}까지입니다.',
  'gammaSweep.fit.falls': '그 사이에서 예측이 거의 0으로 떨어집니다. 거기 새 점은 어느 훈련점과도 닮지 않았습니다.',
  'gammaSweep.fit.carries': '아직 0으로 떨어지지 않았습니다. 그러려면 가장 큰 목표값의 10분의 1 이하여야 합니다.',
  'gammaSweep.modes.caption': '고윳값이 가장 큰 K의 고유벡터 (훈련점 위에서)',
  'gammaSweep.modes.axis': '성분',
  'gammaSweep.modes.series': '고유벡터 {k}',
  'gammaSweep.modes.sentence':
    'γ = {gamma}에서 K의 고윳값 {n}개 중 가장 큰 {count}개는 {values}입니다. {n}개를 모두 더하면 K의 대각합 {n}입니다(RBF K의 대각 성분은 모두 1).',
};
