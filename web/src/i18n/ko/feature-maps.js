// 특징 맵 패널.
export default {
  'featureMaps.lead':
    '커널은 우리가 만들지 않는 공간의 내적입니다. 작을 때는 그 공간을 직접 만들어 보고, 클 때는 세어 보고, 지름길의 시간을 재고, 무한한 것이 수렴하는 모습을 봅니다.',
  'featureMaps.kept': '마지막으로 올바랐던 결과를 그대로 보여 줍니다.',

  'featureMaps.d': '차원 d',
  'featureMaps.p': '차수 p',
  'featureMaps.c': '상수 c',
  'featureMaps.a': '벡터 a',
  'featureMaps.b': '벡터 b',
  'featureMaps.sizeD': '내 d',
  'featureMaps.sizeP': '내 p',
  'featureMaps.x': 'x',
  'featureMaps.y': 'y',
  'featureMaps.gamma': 'γ',
  'featureMaps.terms': '항 개수',
  'featureMaps.termsSlider': '급수의 항 개수 (1 … {max})',
  'featureMaps.invalid.d': 'd는 1부터 {max}까지의 정수입니다.',
  'featureMaps.invalid.p': 'p는 1부터 {max}까지의 정수입니다.',
  'featureMaps.invalid.c': 'c는 0 이상의 유한한 수입니다(c < 0이면 실수 φ가 없습니다).',
  'featureMaps.invalid.a': 'a는 쉼표로 구분한 유한한 수의 목록입니다. 예: 1, 2 (최대 {max}개)',
  'featureMaps.invalid.b': 'b는 쉼표로 구분한 유한한 수의 목록입니다. 예: 3, −1 (최대 {max}개)',
  'featureMaps.invalid.sizeD': 'd는 1부터 {max}까지의 정수입니다.',
  'featureMaps.invalid.sizeP': 'p는 1부터 {max}까지의 정수입니다.',
  'featureMaps.invalid.x': 'x는 유한한 수여야 합니다. 예: 0.5',
  'featureMaps.invalid.y': 'y는 유한한 수여야 합니다. 예: −0.3',
  'featureMaps.invalid.gamma': 'γ는 0보다 큰 유한한 수여야 합니다.',
  'featureMaps.invalid.terms': '항 개수는 1부터 {max}까지의 정수입니다.',

  'featureMaps.phi.title': '다항 커널의 φ, 특징 하나하나',
  'featureMaps.phi.intro':
    '(c + x·y)^p를 전개하면 단항식마다 특징이 하나씩 나옵니다. 계수를 x 쪽과 y 쪽에 똑같이 나눠 주므로 φ(x)·φ(y) = (c + x·y)^p입니다.',
  'featureMaps.phi.listLabel': 'φ의 특징',
  'featureMaps.phi.all': 'd = {d}, p = {p}, c = {c}의 특징 {count}개:',
  'featureMaps.phi.first': 'd = {d}, p = {p}, c = {c}의 특징 {count}개 중 앞의 {shown}개:',

  'featureMaps.pair.title': 'a와 b로 두 길을 비교하기',
  'featureMaps.pair.caption': '특징별 φ(a), φ(b)와 그 곱',
  'featureMaps.pair.feature': '특징',
  'featureMaps.pair.phiA': 'φ(a)',
  'featureMaps.pair.phiB': 'φ(b)',
  'featureMaps.pair.product': '곱',
  'featureMaps.pair.kernelRoute': '커널:',
  'featureMaps.pair.featureRoute': '특징:',
  'featureMaps.pair.longSum': '곱 {count}개의 합 = {value}',
  'featureMaps.pair.agree': '두 길의 값이 반올림 오차 안에서 같습니다. 코어가 보장하는 차이의 상한은 {bound}입니다.',
  'featureMaps.pair.partial': '곱 {count}개 중 앞의 {shown}개만 보여 주므로, 그 합은 아직 k(a, b)가 아닙니다.',

  'featureMaps.size.title': '특징공간은 얼마나 커지나',
  'featureMaps.size.intro': 'd차원에서 차수 p 다항 커널의 특징 차원은 C(d + p, p)입니다. 아래 개수는 코어가 정확히 계산한 값입니다.',
  'featureMaps.size.caption': '특징 차원 C(d + p, p)와 특징 벡터 하나의 float32 메모리(특징당 4바이트)',
  'featureMaps.size.d': '원본 차원 d',
  'featureMaps.size.p': '차수 p',
  'featureMaps.size.count': '특징 차원',
  'featureMaps.size.bytes': '벡터 하나, float32',
  'featureMaps.size.yours': '(지금 값)',
  'featureMaps.size.own': 'd = {d}, p = {p}이면 특징 {count}개이고, 특징 벡터 하나가 float32로 {bytes}입니다.',
  'featureMaps.size.kernel': '커널 쪽은 여전히 길이 {d}인 내적 한 번과 거듭제곱 한 번입니다.',

  'featureMaps.timing.title': 'd = {d}, p = {p}에서 코어가 잰 두 길의 시간(무작위 벡터 두 개):',
  'featureMaps.timing.running': '두 길의 시간을 재는 중…',
  'featureMaps.timing.kernel': '커널 (c + a·b)^p: 한 번에 {time}(중앙값; {runs}번씩 잰 묶음 {samples}개, 범위 {low}–{high})',
  'featureMaps.timing.coarse': '한 묶음이 {batch|으로} 페이지 타이머 눈금 {step}의 20배가 안 되어, 값이 20분의 1 이상 틀릴 수 있습니다.',
  'featureMaps.timing.growth.d': 'd에 따라 두 길이 늘어나는 모습(지금의 p, 로그–로그 축, d마다 묶음 하나)',
  'featureMaps.timing.growth.p': 'p에 따라 두 길이 늘어나는 모습(지금의 d, 로그–로그 축, p마다 묶음 하나)',
  'featureMaps.timing.gaps':
    'φ가 코어의 상한(페이지가 잡을 수 있는 메모리)을 넘는 곳에서는 φ를 만들지 않고 시간도 재지 않습니다. 그래서 선이 끊기며, 0이 아닙니다. 아래 그래프의 메모리는 모든 p에서 정확한 개수로 계산한 값입니다.',
  'featureMaps.memory.caption':
    'p에 따른 특징 벡터 φ(x) 하나의 float32 메모리: d = {d|와} 글의 d = {articleD}(로그–로그 축, 정확한 개수로 계산했고 만들지는 않음)',
  'featureMaps.memory.axis': '벡터 하나의 바이트(float32)',
  'featureMaps.memory.yours': '내 d',
  'featureMaps.memory.article': '글의 d',
  'featureMaps.memory.mark': '{d}/{p}: {bytes}',
  'featureMaps.timing.axis': '한 번에 걸리는 초',
  'featureMaps.timing.kernelSeries': '커널 (c + a·b)^p',
  'featureMaps.timing.featureSeries': 'φ(a)·φ(b) (만들 수 있을 때)',
  'featureMaps.timing.features':
    'φ(a), φ(b)(각각 특징 {count}개)를 만들고 내적: {time}(중앙값; {runs}번씩 잰 묶음 {samples}개, 범위 {low}–{high})',
  'featureMaps.timing.unbuilt':
    'φ의 특징이 {count}개입니다. 코어는 φ(a)와 φ(b)를 특징당 8바이트인 float64로 만들므로 두 벡터에 {bytes|이} 필요합니다(표의 {one|은} float32 벡터 하나의 크기). 페이지가 두 벡터에 허용하는 {cap|을} 넘으므로 커널만 돌렸습니다.',
  'featureMaps.timing.tooWide': '시간 측정은 d가 {max} 이하, p가 10 이하일 때만 합니다. 위의 개수는 그래도 정확합니다.',

  'featureMaps.rbf.title': 'RBF: 무한 급수를 잘라 보기',
  'featureMaps.rbf.intro': 'RBF 커널은 특징끼리의 곱을 끝없이 더한 합입니다.',
  'featureMaps.rbf.introRest': '앞의 항들을 더한 합이 커널 값으로 올라가고, m이 2γ|xy|를 넘으면 오차가 계승 속도로 줄어듭니다.',
  'featureMaps.rbf.axisTerms': '항 개수',
  'featureMaps.rbf.axisSum': '부분합',
  'featureMaps.rbf.axisError': '오차',
  'featureMaps.rbf.sum': '부분합',
  'featureMaps.rbf.error': '|커널 − 부분합|',
  'featureMaps.rbf.kernelMark': '커널',
  'featureMaps.rbf.sumCaption': '항 개수에 따른 부분합(점선: 커널 값)',
  'featureMaps.rbf.errorCaption': '로그 눈금으로 본 오차',
  'featureMaps.rbf.summary': 'x = {x}, y = {y}, γ = {gamma}: 항 {terms}개의 합은 {sum}, 커널은 {kernel}, 오차는 {error}입니다.',

  'featureMaps.rffGamma': 'γ (점 300개)',
  'featureMaps.rffD': '특징 개수 D',
  'featureMaps.rffSeed': '푸리에 추출의 시드',
  'featureMaps.invalid.rffGamma': 'γ는 {min}부터 {max}까지의 수입니다.',
  'featureMaps.invalid.rffD': 'D는 1부터 {max}까지의 정수입니다.',
  'featureMaps.invalid.rffSeed': '시드는 0부터 2^64 − 1까지의 정수입니다.',
  'featureMaps.rff.title': 'φ를 만들어 보면',
  'featureMaps.rff.intro':
    'RBF의 φ는 무한하지만, 글의 점 300개(default_rng(4), d = 5)에 대해서는 ΦΦᵀ ≈ K인 유한한 Φ를 만들 수 있습니다. 무작위 푸리에 특징은 주파수 w와 위상 b를 D개 뽑아 φ(x) = √(2/D)·cos(wᵀx + b)로 두고, 니스트룀은 앞의 D개 점을 기준점으로 삼아(있는 점 300개까지) 그 점들 위의 K의 고유벡터로 모든 x를 옮깁니다. 어느 쪽이든 필요한 특징 수는 γ가 정하는 유효 랭크를 따라갑니다.',
  'featureMaps.rff.gammaSlider': 'γ (로그 눈금)',
  'featureMaps.rff.featureSlider': '특징 개수 D, 1부터 {max}까지 (로그 눈금)',
  'featureMaps.rff.presets': '글의 γ 네 개',
  'featureMaps.rff.follows': 'γ는 이 페이지의 γ 패널 슬라이더를 따라갑니다. 여기의 버튼, 슬라이더, 입력란으로도 바꿀 수 있습니다.',
  'featureMaps.rff.ownGamma': '이 페이지에는 γ 패널이 없어서 γ를 여기서 정합니다.',
  'featureMaps.rff.progress': '오차 곡선 계산 진행',
  'featureMaps.rff.cancel': '취소',
  'featureMaps.rff.axisFeatures': '특징 개수 D',
  'featureMaps.rff.axisError': '‖ΦΦᵀ − K_RBF‖_F / ‖K_RBF‖_F',
  'featureMaps.rff.axisPolynomialError': '‖ΦΦᵀ − K_poly‖_F / ‖K_poly‖_F',
  'featureMaps.rff.axisIndex': '고윳값 순번',
  'featureMaps.rff.axisEigenvalue': '고윳값',
  'featureMaps.rff.fourier': '무작위 푸리에 특징',
  'featureMaps.rff.nystrom': '니스트룀(기준점 D개)',
  'featureMaps.rff.polynomial': '(c + x·y)^p의 정확한 φ',
  'featureMaps.rff.exact': '정확한 K',
  'featureMaps.rff.errorCaption':
    'RBF: D에 따른 상대 그람 오차. γ에서의 RBF 커널 행렬 K_RBF와 비교한 값입니다(두 축 모두 로그 눈금, 빨간 점선: 지금의 D, 회색: 5 %)',
  'featureMaps.rff.polynomialCaption':
    '(c + x·y)^p의 정확한 φ: 앞의 특징 D개로 만든 ΦΦᵀ의 상대 오차. K_RBF가 아니라 같은 점들에서의 자기 커널 행렬 K_poly = (c + x_i·x_j)^p와 비교한 값입니다(두 축 모두 로그 눈금)',
  'featureMaps.rff.spectrumCaption':
    'K와 지금 D에서의 두 ΦΦᵀ의 고윳값, 큰 것부터(K의 가장 큰 고윳값의 10⁻¹⁶배보다 작은 값은 그리지 않습니다)',
  'featureMaps.rff.sentence':
    'γ = {gamma}에서 정확한 K의 유효 랭크는 {rank}입니다. 그람 오차 5 % 이하에 필요한 특징 수(그래프의 D 격자에서 처음으로 5 % 이하가 되는 D): 니스트룀 {nystrom}, 무작위 푸리에 특징 {fourier}.',
  'featureMaps.rff.beyond': '{max} 초과',
  'featureMaps.rff.polynomialSentence':
    '세 번째 길인 (c + x·y)^p (p = {p}, c = {c})의 정확한 φ는 이 점들에서 특징이 {count}개이고, 모두 쓰면 ΦΦᵀ가 상대 오차 {error|으로} 자기 커널 행렬 K_poly와 같습니다(K_RBF가 아님).',
  'featureMaps.rff.polynomialTooMany': 'p = {p}인 (c + x·y)^p의 정확한 φ는 이 점들에서 특징이 {max}개보다 많아 그리지 않았습니다.',
  'featureMaps.rff.stopped':
    'γ = {gamma}의 오차 곡선 계산을 취소했습니다. 그래프에는 끝난 부분만 있습니다. γ, D, 시드를 바꾸면 다시 계산합니다.',
  'featureMaps.rff.computing': 'γ = {gamma}에서 오차 곡선을 계산하는 중…',
  'featureMaps.rff.point':
    'D = {D}에서 무작위 푸리에 특징의 오차는 {fourierError}(ΦΦᵀ의 유효 랭크 {fourierRank}), 기준점 {landmarks}개의 니스트룀은 {nystromError}(유효 랭크 {nystromRank})이고, 정확한 K는 {rank}입니다.',
  'featureMaps.rff.pointDropped':
    'D = {D}에서 무작위 푸리에 특징의 오차는 {fourierError}(ΦΦᵀ의 유효 랭크 {fourierRank}), 기준점 {landmarks}개의 니스트룀은 {nystromError}(유효 랭크 {nystromRank})이고, 정확한 K는 {rank}입니다. 기준점 행렬의 고윳값 중 {dropped}개는 반올림 오차 이하라 버렸습니다.',

  'featureMaps.lift.title': '1차원 들어 올리기: x ↦ (x, x²)',
  'featureMaps.lift.intro': '직선 위에서는 어디를 잘라도 두 색이 안 갈릴 수 있는데, x² 축을 하나 더 붙이면 평면의 직선 하나로 갈립니다.',
  'featureMaps.lift.help': '점을 직선을 따라 끌거나, Tab으로 점을 고르고 ←, →로 옮기세요. Delete를 누르면 지워집니다.',
  'featureMaps.lift.add0': '파란 점 추가',
  'featureMaps.lift.add1': '주황 점 추가',
  'featureMaps.lift.lineCaption': '직선 위의 점',
  'featureMaps.lift.planeCaption': '(x, x²)로 들어 올린 점과 가르는 직선',
  'featureMaps.lift.lineLabel': '직선 위의 점들. 하나하나 옮길 수 있습니다',
  'featureMaps.lift.planeLabel': '포물선 v = x² 위로 들어 올린 점들과, 있으면 둘을 가르는 직선',
  'featureMaps.lift.point0': '파란 점 {index}',
  'featureMaps.lift.point1': '주황 점 {index}',
  'featureMaps.lift.colour0': '파란',
  'featureMaps.lift.colour1': '주황',
  'featureMaps.lift.oneColour': '직선 위에 한 가지 색만 있어서 가를 것이 없습니다.',
  'featureMaps.lift.threshold':
    '직선 위에서 이미 문턱값 x = {t|이} 둘을 가릅니다. 왼쪽은 {left} 점, 오른쪽은 {right} 점입니다. 들어 올릴 필요가 없습니다.',
  'featureMaps.lift.line':
    '직선 위에서는 어떤 문턱값도 두 색을 가르지 못합니다. x ↦ (x, x²)로 들어 올리면 직선 v = {line|이} 가릅니다. x = {low|과} x = {high} 사이의 {inside} 점은 그 아래에, 나머지는 위에 있습니다.',
  'featureMaps.lift.none':
    '어떤 문턱값도 두 색을 가르지 못하고, 들어 올린 뒤에도 가르는 직선이 없습니다. 어느 색이든 자기 점들 사이에 다른 색 점이 끼어 있습니다.',
  'featureMaps.lift.coordinate':
    'x² 축은 차수 2 다항 커널의 φ가 가진 좌표 그대로입니다. d = 1이면 φ의 {index}번째 특징이 계수 {coefficient}인 x₁²입니다.',
  // What to notice in each figure (widgets/figure-note.js)
  'featureMaps.timing.note':
    'φ(x)는 항목 C(d + p, p)개를 계산해야 하고 커널 트릭은 길이 d의 내적 한 번이면 됩니다. {axis}에 따라 두 선이 얼마나 가파르게 오르는지 비교해 보세요.',
  'featureMaps.timing.noteGap': '점선이 끊긴 곳부터는 φ(x)가 너무 커서 아예 만들지 않았습니다. 커널 트릭의 선은 계속 이어집니다.',
  'featureMaps.memory.note': 'float32 φ(x) 하나는 항목마다 4바이트, 4·C(d + p, p)바이트입니다. 글의 d = {d}, p = {p}에서는 {bytes}입니다.',
  'featureMaps.rbf.sumNote': '부분합이 점선인 커널 값으로 다가갑니다. 항 {terms}개 뒤 부분합은 {sum}, 커널은 {kernel}입니다.',
  'featureMaps.rbf.errorNote':
    '항 {terms}개 뒤 오차는 {error}입니다. 각 항 분모의 m!이 거듭제곱보다 빨리 커져서, 로그 눈금에서 내려가는 기울기가 점점 가팔라집니다.',
  'featureMaps.rff.errorNote':
    'D가 커지면 선마다 내려갑니다. 회색 5 % 선 아래로 내려간 곳의 D만큼 특징을 쓰면 K를 5 % 안으로 다시 만듭니다.',
  'featureMaps.rff.polynomialNote':
    '특징을 모두 써야 ΦΦᵀ가 K_poly와 같아져 오차가 반올림 수준으로 내려갑니다. 덜 쓰면 빠진 특징들의 항만큼 모자랍니다.',
  'featureMaps.rff.spectrumNote':
    'ΦΦᵀ는 특징 D개로 만들어서 0이 아닌 고윳값이 많아야 D개입니다. 곡선이 끝나는 곳을 K의 곡선과 비교해 보세요.',
  'featureMaps.lift.lineNote': '직선 위의 문턱값 하나로 두 색이 나뉩니다. 들어 올릴 필요가 없습니다.',
  'featureMaps.lift.lineNoteNone': '직선 위의 어떤 문턱값으로도 두 색이 나뉘지 않습니다. 한 색의 점이 다른 색의 양쪽에 있습니다.',
  'featureMaps.lift.planeNote': '포물선 위에서는 직선 하나로 두 색이 나뉩니다.',
  'featureMaps.lift.planeNoteNone': '여기서는 평면의 직선으로도 두 색이 나뉘지 않습니다.',
};
