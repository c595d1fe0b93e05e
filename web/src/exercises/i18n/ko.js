// 연습 문제의 한국어 문자열: 문제마다 제목, 목표, 힌트, 풀이, 판정 문장(exercise.<id>.…, 검사가 돌려주는 키,
// web/src/exercises/<panel>.js), 그리고 연습 문제 막대와 문제지의 문자열(exercises.…). i18n/ko/가 아니라 여기 두는
// 것은, 이 문자열이 페이지의 첫 다운로드가 아니라 연습 문제 코드(exercise-page.js)와 함께 오기 때문입니다.
export default {
  'exercises.label': '연습 문제',
  'exercises.position': '연습 문제 {total}개 중 {k}번',
  'exercises.previous': '← 이전 문제',
  'exercises.next': '다음 문제 →',
  'exercises.all': '모든 연습 문제',
  'exercises.checking': '확인하는 중…',
  'exercises.solved': '풀었습니다',
  'exercises.notYet': '아직입니다',
  'exercises.verdict': '{verdict}. {reason}',
  'exercises.fromLink': '링크에 담긴 상태를 이 페이지에서 다시 확인한 결과입니다.',
  'exercises.failed': '확인하지 못했습니다: {error}',
  'exercises.hint': '힌트',
  'exercises.worked': '풀이',
  'exercises.workedLocked': '풀이는 한 번 시도한 뒤에 열립니다. 아래 패널에서 무엇이든 바꿔 보세요.',
  'exercises.workedLink': '이 풀이를 패널에 열기',
  'exercises.progress': '이 브라우저에서 {total}문제 중 {solved}문제를 풀었습니다.',
  'exercises.unknown': '연습 문제 {id|은} 없습니다.',
  'exercises.unknownId': '연습 문제 {id|은} 없습니다. 아래 패널은 평소처럼 동작합니다.',
  'exercises.badState': '링크의 {param} 값을 읽지 못했습니다: {detail}',
  'exercises.coreError': '계산 코어가 이 상태를 거부했습니다: {error}',
  'exercises.sheetTitle': '연습 문제',
  'exercises.sheetIntro':
    '문제마다 Gram Lab의 패널 하나를 바꿔서 도달하는 목표가 있습니다. 페이지가 작업하는 동안 확인하다가 목표에 닿으면 「풀었습니다」라고 알려 줍니다. 그다음 공유를 눌러 링크를 보내세요. 링크에는 문제와 여러분의 상태가 담기고, 링크를 연 페이지가 다시 확인합니다.',
  'exercises.name': '이름',
  'exercises.solvedHere': '이 브라우저에서 풂',
  'exercises.documentTitle': 'Gram Lab — 연습 문제',
  'exercises.exerciseTitle': 'Gram Lab — 연습 문제: {title}',

  'exercise.far-apart.title': 'A와 C는 얼마나 멀어질 수 있나',
  'exercise.far-apart.goal':
    '글의 표는 A–B = 0.9, B–C = 0.9, A–C = 0.2이고 그람 행렬이 아닙니다. A–B와 B–C는 0.9로, 대각선은 1로 두고 A–C만 바꿔서, 표를 그람 행렬로 만드는 가장 작은 A–C를 찾으세요.',
  'exercise.far-apart.hint':
    'A가 B와 가깝고 B가 C와 가까우면 A는 C와 멀 수 없습니다. A–C를 0.2와 1 사이에서 바꿔 가며 최소 고윳값을 보세요. 되는 가장 작은 A–C에서 최소 고윳값은 정확히 0입니다.',
  'exercise.far-apart.worked':
    'A–C = 0.62. 0.9 두 개를 고정하면 행렬식은 1 + 2·0.81·z − 0.81 − 0.81 − z² = −(z − 0.62)(z − 1)이라, 표는 0.62 ≤ z ≤ 1일 때만 {@psd}입니다. 0.62에서 행렬식이 0이 되어 세 벡터가 한 평면에 놓이고, A에서 C까지의 각은 0.9짜리 각 둘을 더한 것입니다: cos 2θ = 2·0.9² − 1 = 0.62.',
  'exercise.far-apart.size': '표를 3 × 3(A, B, C)으로 두세요.',
  'exercise.far-apart.keep': 'A–B와 B–C는 0.9로, 대각선은 1로 두고 A–C만 바꾸세요.',
  'exercise.far-apart.notExact': '표를 정확히 판정할 수 있도록 A–C를 짧은 소수(소수점 아래 6자리까지)로 입력하세요.',
  'exercise.far-apart.notGram': '아직 그람 행렬이 아닙니다. c = ({c})에서 cᵀSc = {value|으로} 0보다 작습니다.',
  'exercise.far-apart.lower':
    'A–C = {z}에서 그람 행렬이 되지만 가장 작은 A–C는 아닙니다. 세 벡터에 아직 3차원이 필요하므로(랭크 3) A–C를 더 낮출 수 있습니다.',
  'exercise.far-apart.same': 'A–C = 1이면 A와 C가 같은 벡터입니다(랭크 2). 그람 행렬이지만 반대쪽 끝입니다. 더 낮추세요.',
  'exercise.far-apart.solved':
    'A–C = {z}에서 랭크 2인 그람 행렬이 됩니다. 세 벡터가 한 평면에 놓이고, A–C가 이보다 작으면 그람 행렬이 되지 않습니다.',

  'exercise.equal-angles.title': '서로 똑같이 다른 세 항목',
  'exercise.equal-angles.goal':
    '대각선은 1이고 나머지 여섯 칸에 모두 같은 값 s가 든 3 × 3 표를 만드세요. 그래도 그람 행렬인 가장 작은 s를 찾으세요.',
  'exercise.equal-angles.hint':
    's = 1은 한 벡터를 세 번 쓴 것이고 s = 0은 서로 수직인 세 벡터입니다. 0 아래로 내려가 보세요. 단위 벡터 세 개가 한꺼번에 서로 얼마나 멀어질 수 있을까요?',
  'exercise.equal-angles.worked':
    's = −0.5. 한 평면에서 서로 120°씩 벌어진 단위 벡터 세 개입니다(cos 120° = −0.5). 이 표의 고윳값은 1 + 2s와 1 − s(두 번)라서, −0.5 ≤ s ≤ 1일 때만 {@psd}입니다.',
  'exercise.equal-angles.size': '표를 3 × 3으로 두세요.',
  'exercise.equal-angles.diagonal': '대각선은 1로 두세요.',
  'exercise.equal-angles.equal': '대각선 밖 여섯 칸에 모두 같은 값 s를 넣으세요.',
  'exercise.equal-angles.notExact': '표를 정확히 판정할 수 있도록 s를 짧은 소수(소수점 아래 6자리까지)로 입력하세요.',
  'exercise.equal-angles.notGram': '그람 행렬이 아닙니다. c = ({c})에서 cᵀSc = {value|으로} 0보다 작습니다.',
  'exercise.equal-angles.lower': 's = {s}에서 랭크 3인 그람 행렬입니다. s를 더 낮출 수 있습니다.',
  'exercise.equal-angles.same': 's = 1은 한 벡터를 세 번 쓴 것입니다(랭크 1). 반대쪽으로 가세요.',
  'exercise.equal-angles.solved':
    's = {s}에서 랭크 2인 그람 행렬입니다. 세 벡터가 한 평면에서 같은 각으로 벌어지고, s가 이보다 작으면 그람 행렬이 되지 않습니다.',

  'exercise.leading-minors-lie.title': '거짓말하는 선행 주소행렬식',
  'exercise.leading-minors-lie.goal': '선행 주소행렬식 D₁, D₂, D₃이 모두 0 이상인데도 {@psd|이} 아닌 3 × 3 대칭 표를 만드세요.',
  'exercise.leading-minors-lie.hint':
    '실베스터 판정법은 왼쪽 위 부분만 읽습니다. 0인 주소행렬식 뒤, 어떤 선행 주소행렬식도 따로 보지 않는 자리에 둔 음수는 눈에 띄지 않습니다.',
  'exercise.leading-minors-lie.worked':
    '[[1, 1, 0], [1, 1, 0], [0, 0, −1]]: D₁ = 1, D₂ = 1·1 − 1·1 = 0, D₃ = 0·(−1) = 0으로 모두 0 이상입니다. 그런데 대각선의 −1은 그 자체로 주소행렬식(3행 3열만 고른 것)이고, c = (0, 0, 1)이면 cᵀGc = −1입니다. 글의 예는 패널의 프리셋 [[1, 1, 1], [1, 1, 1], [1, 1, 0]]입니다.',
  'exercise.leading-minors-lie.size': '표를 3 × 3으로 만드세요.',
  'exercise.leading-minors-lie.leadingNegative': '{minor} = {value|으로} 음수입니다. 선행 주소행렬식이 모두 0 이상이어야 합니다.',
  'exercise.leading-minors-lie.leadingUnsure':
    '{minor|은} 반올림 오차 안에서만 0입니다. 주소행렬식이 정확하도록 짧은 소수(소수점 아래 6자리까지)로 입력하세요.',
  'exercise.leading-minors-lie.psd': '선행 주소행렬식 {minors|이} 모두 0 이상이고 표도 {@psd}입니다. 이번에는 참말을 합니다.',
  'exercise.leading-minors-lie.notExact':
    '선행 주소행렬식은 0 이상이지만 확실히 음수인 주소행렬식이 없습니다. 정확히 판정되도록 짧은 소수(소수점 아래 6자리까지)로 입력하세요.',
  'exercise.leading-minors-lie.solved':
    '선행 주소행렬식 {minors|이} 모두 0 이상인데도 c = ({c})에서 cᵀGc = {value}입니다. {@psd|이} 아닙니다.',
  'exercise.leading-minors-lie.solvedMinor':
    '선행 주소행렬식 {minors|이} 모두 0 이상인데도 {rows}행의 주소행렬식이 {value}입니다. {@psd|이} 아닙니다.',

  'exercise.stop-at-two.title': 'k = 2에서 멈추기',
  'exercise.stop-at-two.goal': '차수가 3 이상이고 첫 선행 주소행렬식 D₁이 양수이면서, 실베스터 판정법이 k = 2에서 멈추는 표를 만드세요.',
  'exercise.stop-at-two.hint': 'D₂ = a₁₁a₂₂ − a₁₂²입니다. 왼쪽 위 2 × 2 블록의 대각선 밖 값을 대각선 값보다 크게 만들어 보세요.',
  'exercise.stop-at-two.worked':
    '[[2, 3, 0], [3, 2, 0], [0, 0, 1]]: D₁ = 2 > 0, D₂ = 2·2 − 3·3 = −5라서 판정법이 k = 2에서 멈춥니다. {@positiveDefinite|이} 아닙니다. 글의 B도 D₂ = −3으로 같은 일을 합니다.',
  'exercise.stop-at-two.order': '차수가 3 이상이어야 합니다. 이 표는 {n} × {n}입니다.',
  'exercise.stop-at-two.firstNotPositive': 'D₁ = {value|으로} 양수가 아닙니다. 판정법이 k = 1에서 멈춥니다.',
  'exercise.stop-at-two.never': '선행 주소행렬식({minors})이 모두 양수라 판정법이 멈추지 않습니다. 표는 {@positiveDefinite}입니다.',
  'exercise.stop-at-two.later': '판정법이 k = 2가 아니라 k = {k}에서 멈춥니다(그 자리의 D = {value}).',
  'exercise.stop-at-two.solved': 'D₁ = {first|은} 양수이고 D₂ = {second|은} 양수가 아닙니다. 판정법이 k = 2에서 멈춥니다.',

  'exercise.one-gigabyte.title': '1기가바이트',
  'exercise.one-gigabyte.goal':
    '크기 표에서 차수 p = 4일 때, 특징 벡터 φ(x) 하나가 float32로 1 GB(10⁹바이트) 안에 들어가는 가장 큰 입력 차원 d를 찾으세요.',
  'exercise.one-gigabyte.hint':
    '글의 d = 768은 59 GB입니다. 특징 차원 C(d + 4, 4)는 대략 d⁴ / 24처럼 자라므로, d를 절반으로 줄이면 약 16분의 1이 됩니다.',
  'exercise.one-gigabyte.worked':
    'd = 275: C(279, 4) = 247,073,751개 특징, 988,295,004바이트입니다. d = 276이면 C(280, 4) = 250,654,530개 특징이 1,002,618,120바이트로 10⁹을 조금 넘습니다.',
  'exercise.one-gigabyte.degree': '차수 p를 4로 두세요(지금 표의 p = {p}).',
  'exercise.one-gigabyte.tooBig': 'd = {d}에는 {bytes}바이트가 필요해 10⁹보다 많습니다.',
  'exercise.one-gigabyte.larger': 'd = {d|은} 들어가지만({bytes}바이트) d = {next}도 들어갑니다({nextBytes}바이트). 더 올리세요.',
  'exercise.one-gigabyte.solved': 'd = {d|은} 들어가고({bytes}바이트) d = {next|은} 들어가지 않습니다({nextBytes}바이트).',

  'exercise.lift-fails.title': '들어 올려도 안 갈릴 때',
  'exercise.lift-fails.goal':
    '1차원 들어 올리기 그림의 직선 위에 두 색 점을 놓아, 직선 위의 문턱값 하나로도, x ↦ (x, x²)로 들어 올린 뒤의 직선 하나로도 갈리지 않게 하세요.',
  'exercise.lift-fails.hint':
    '들어 올린 뒤 직선은 포물선과 많아야 두 번 만납니다. 그래서 한 색이 한 구간을 차지하고 다른 색이 그 바깥에 있을 때만 갈립니다. 색이 번갈아 나오면 어떨까요?',
  'exercise.lift-fails.worked':
    '−1.5 파랑, −0.5 주황, 0.5 파랑, 1.5 주황: 색이 번갈아 나오니 문턱값으로는 안 되고, 각 색의 구간 안에 다른 색 점이 있으니(주황의 −0.5~1.5 구간 안에 파랑 0.5) 들어 올린 뒤의 직선으로도 안 됩니다. 특징 x²는 굽이를 하나만 더해 주고, 이 배치에는 그보다 많이 필요합니다.',
  'exercise.lift-fails.oneColour': '직선 위에 한 가지 색만 있습니다. 두 색이 다 필요합니다.',
  'exercise.lift-fails.threshold': '직선 위의 문턱값 하나로 이미 두 색이 갈립니다.',
  'exercise.lift-fails.lift': '들어 올리면 갈립니다. (x, x²) 평면의 직선 하나가 두 색 사이를 지나갑니다.',
  'exercise.lift-fails.solved': '문턱값으로도, 들어 올린 뒤의 직선으로도 두 색이 갈리지 않습니다.',

  'exercise.rank-band.title': '유효 랭크 20과 30 사이',
  'exercise.rank-band.goal': '글의 점 300개에서, K의 유효 랭크가 20과 30 사이에 오는 γ를 (슬라이더로) 고르세요.',
  'exercise.rank-band.hint': '글의 표에서 γ = 0.05는 2.35, γ = 1은 130.38입니다. 유효 랭크는 γ와 함께 커집니다.',
  'exercise.rank-band.worked': 'γ = 0.35에서 유효 랭크가 약 26입니다. 글의 γ = 0.3은 20.24로 겨우 안쪽이고, γ = 0.4는 30을 넘습니다.',
  'exercise.rank-band.points': '글의 점 300개를 쓰세요: 시드 4, n = 300, d = 5, 붙여 넣은 점 없음.',
  'exercise.rank-band.below': 'γ = {gamma}에서 유효 랭크가 {rank|으로} 20보다 작습니다. γ를 올리세요.',
  'exercise.rank-band.above': 'γ = {gamma}에서 유효 랭크가 {rank|으로} 30보다 큽니다. γ를 내리세요.',
  'exercise.rank-band.solved': 'γ = {gamma}에서 유효 랭크가 {rank|으로} 20과 30 사이입니다.',

  'exercise.ridge-condition.title': '딱 필요한 만큼의 릿지',
  'exercise.ridge-condition.goal':
    'γ = 0.05에서 글의 K는 거의 특이 행렬입니다(최소 고윳값 3.6 × 10⁻⁹). K + λI의 조건수가 10⁵과 10⁶ 사이가 되도록 릿지 λ를 고르세요.',
  'exercise.ridge-condition.hint':
    'K + λI의 조건수는 (λ_max + λ) / (λ_min + λ)이고 λ_max는 약 192입니다. 조건수가 10⁶ 근처가 되려면 λ는 192 / 10⁶ 근처여야 합니다.',
  'exercise.ridge-condition.worked':
    'λ = 0.001: 약 192 / 0.001 ≈ 1.9 × 10⁵입니다. 약 1.92 × 10⁻⁴부터 1.92 × 10⁻³까지의 λ가 모두 됩니다. 더 작으면 K + λI가 여전히 특이 행렬에 가깝고, 더 크면 K를 필요 이상으로 바꿉니다.',
  'exercise.ridge-condition.points': '글의 점 300개를 쓰세요: 시드 4, n = 300, d = 5, 붙여 넣은 점 없음.',
  'exercise.ridge-condition.gamma': '슬라이더의 γ를 0.05로 두세요(지금은 {gamma}).',
  'exercise.ridge-condition.tooLarge': 'λ = {lambda}에서 조건수가 {condition|으로} 10⁶보다 큽니다. λ를 올리세요.',
  'exercise.ridge-condition.tooSmall': 'λ = {lambda}에서 조건수가 {condition|으로} 10⁵보다 작습니다. λ가 K를 필요 이상으로 바꿉니다.',
  'exercise.ridge-condition.solved': 'λ = {lambda}에서 조건수가 {condition|으로} 10⁵과 10⁶ 사이입니다.',

  'exercise.few-negatives.title': '거의 커널, 그래도 커널은 아닌',
  'exercise.few-negatives.goal':
    '글의 시그모이드(a = 0.5, b = 0.1)는 점 300개에서 음수 고윳값이 142개입니다. 여전히 {@psd|이} 아니면서 음수 고윳값이 20개보다 적은 a ≠ 0과 b를 찾으세요.',
  'exercise.few-negatives.hint':
    'a가 작으면 tanh(a·x·y + b)는 거의 tanh(b) + a·(1 − tanh²b)·x·y, 곧 상수와 선형 커널의 합입니다. a를 작게 하며 개수를 보세요.',
  'exercise.few-negatives.worked':
    'a = 0.001, b = 1. 전개의 다음 항 −a²·tanh b·(1 − tanh²b)·(x·y)²는 b > 0이면 음수이고, 차수 2 커널 (x·y)²의 배수입니다. 그래서 a가 아무리 작아도, 음수 고윳값이 반올림 오차 아래로 내려가기 전까지는 행렬이 {@psd|이} 아닙니다.',
  'exercise.few-negatives.points': '글의 점 300개를 쓰세요: 시드 4, n = 300, d = 5.',
  'exercise.few-negatives.aZero': 'a = 0이면 상수 tanh({b})만 남고 x·y의 함수가 아닙니다. a ≠ 0으로 하세요.',
  'exercise.few-negatives.psd': 'a = {a}, b = {b}: 반올림 오차를 넘는 음수 고윳값이 없어 검사 결과가 {@psd}입니다.',
  'exercise.few-negatives.many': 'a = {a}, b = {b}: 고윳값 {n}개 중 {count}개가 음수로, 20개 이상입니다.',
  'exercise.few-negatives.solved': 'a = {a}, b = {b}: 고윳값 {n}개 중 {count}개가 음수로, 0개보다 많고 20개보다 적습니다.',

  'exercise.make-it-gram.title': '점수를 그람 행렬로',
  'exercise.make-it-gram.goal': '어텐션 패널의 설정을 바꿔 점수 행렬 S를 그람 행렬로 만드세요. 대칭이고 {@psd}여야 합니다.',
  'exercise.make-it-gram.hint': 'S = X·W_Q·W_Kᵀ·Xᵀ / √d_k입니다. X·M·Xᵀ가 언제 A·Aᵀ 꼴이 될까요?',
  'exercise.make-it-gram.worked':
    'W_Q = W_K로 묶으면(또는 섞는 비율 t = 1) S = (X W_Q)(X W_Q)ᵀ / √d_k로, X W_Q / d_k^¼의 행들의 그람 행렬입니다. 대칭만으로는 부족합니다. 토큰이 하나면 S는 숫자 하나라 대칭이지만 여기서는 음수입니다.',
  'exercise.make-it-gram.asymmetric': 'S가 아직 대칭이 아닙니다(비대칭 정도 {ratio}).',
  'exercise.make-it-gram.notPsd': 'S는 대칭이지만 최소 고윳값이 {min}입니다. {@psd|이} 아닙니다.',
  'exercise.make-it-gram.solved': 'S는 대칭이고 {@psd}입니다(최소 고윳값 {min}). 그람 행렬입니다.',

  'exercise.real-before-tie.title': '묶기 전에 실수가 되는 고윳값',
  'exercise.real-before-tie.goal': 'S의 고윳값이 모두 실수이면서(패널이 세는 복소수가 0개) S는 아직 대칭이 아닌 섞는 비율 t를 찾으세요.',
  'exercise.real-before-tie.hint':
    't = 0에서는 고윳값 8개 중 6개가 복소수이고, t = 1(묶음)에서는 하나도 없습니다. t를 1에서부터 내려 보세요.',
  'exercise.real-before-tie.worked':
    't = 0.9: 복소수 고윳값이 없는데도 S는 대칭이 아닙니다(비대칭 정도 약 0.08). 고윳값이 실수라고 행렬이 대칭인 것은 아니고, S는 여전히 그람 행렬이 아닙니다.',
  'exercise.real-before-tie.symmetric': 'S가 대칭(묶음)이라 그것만으로 고윳값이 실수입니다. 묶음보다 작은 t를 찾으세요.',
  'exercise.real-before-tie.complex': 't = {t}에서 고윳값 {n}개 중 {count}개가 복소수입니다.',
  'exercise.real-before-tie.solved': 't = {t}에서 복소수 고윳값이 없고, S는 대칭이 아닙니다(비대칭 정도 {ratio}).',

  'exercise.own-kernel.title': '나만의 커널',
  'exercise.own-kernel.goal': '커널 검사기가 커널임을 증명하고, 검사기의 프리셋 어느 것도 아닌 식을 쓰세요.',
  'exercise.own-kernel.hint': '커널의 합, 곱, 양수배는 커널입니다. 커널의 exp도, 0 < q ≤ 2인 exp(−norm(x − y)^q)도 커널입니다.',
  'exercise.own-kernel.worked':
    'exp(-norm(x-y)^1.5). 검사기의 증명: ‖x − y‖^1.5는 조건부 음의 정부호이고(거리의 2 이하 거듭제곱), 그 음수는 조건부 {@positiveDefinite}이며, 그것의 exp는 커널입니다(쇤베르크 정리). 다른 예: 두 커널의 합 exp(-0.5*norm(x-y)^2) + exp(-norm(x-y)).',
  'exercise.own-kernel.preset': '검사기의 프리셋 {preset}, 또는 그 프리셋에서 숫자나 이름만 바꾼 식입니다.',
  'exercise.own-kernel.refuted': '검사기가 증거로 반박합니다. 커널이 아닙니다.',
  'exercise.own-kernel.unknown': '검사기의 규칙으로는 증명에 이르지 못합니다.',
  'exercise.own-kernel.solved': '검사기가 커널임을 증명하고, 프리셋 어느 것도 아닙니다.',

  'exercise.look-alike.title': '닮았지만 커널이 아닌 함수',
  'exercise.look-alike.goal': '검사기의 표본에서 RBF처럼 k(x, x) = 1이고 |k(x, y)| ≤ 1인데, 검사기가 검증된 증거로 반박하는 식을 쓰세요.',
  'exercise.look-alike.hint': 'exp(-norm(x-y)^2)에서 시작해 거리의 거듭제곱을 바꿔 보세요.',
  'exercise.look-alike.worked':
    'exp(-norm(x-y)^3): k(x, x) = e⁰ = 1이고 0 < k ≤ 1이지만, exp(−‖x − y‖^q)는 0 < q ≤ 2일 때만 커널입니다(쇤베르크 정리). 검사기가 표본에서 점 몇 개를 찾아내는데, 그 점들의 정확한 그람 행렬에 음수 고윳값이 있습니다.',
  'exercise.look-alike.asymmetric': '표본에서 k(x, y) ≠ k(y, x)입니다. 먼저 대칭으로 만드세요.',
  'exercise.look-alike.diagonal': '표본의 {i}번 점에서 k(x, x)가 1이 아니라 {value}입니다.',
  'exercise.look-alike.bounded': '표본의 {i}번과 {j}번 점에서 k(x, y) = {value}, |k(x, y)|가 1보다 큽니다.',
  'exercise.look-alike.proved': 'RBF와 닮았지만 검사기가 커널임을 증명합니다. 반박되어야 합니다.',
  'exercise.look-alike.unknown': 'RBF와 닮았지만 검사기가 탐색을 마친 뒤에도 증명도 반박도 하지 못합니다.',
  'exercise.look-alike.solved': 'RBF와 닮았고, 검사기가 표본의 점 {size}개로 된 검증된 증거로 반박합니다.',
  'exercise.look-alike.solvedSearch': 'RBF와 닮았고, 검사기의 탐색이 점 {size}개로 된 검증된 증거로 반박합니다.',

  'exercise.smallest-degree.title': '고리를 가르는 가장 작은 차수',
  'exercise.smallest-degree.goal':
    '(패널이 그리는) 고리 데이터에서 커널 릿지와 다항 커널로, 테스트 점 60개 중 57개 이상을 맞히는 가장 작은 차수 p를 찾으세요.',
  'exercise.smallest-degree.hint': '고리 위 점의 색은 x² + y²에 달려 있습니다. 어느 차수에 그런 특징이 있을까요?',
  'exercise.smallest-degree.worked':
    'p = 2: (1 + x·y)²의 특징에 x₁²와 x₂²가 있어, 예측이 중심에서 거리의 제곱 x₁² + x₂²를 쓸 수 있고 그것으로 고리가 갈립니다. p = 1은 선형 커널이라 못 합니다. 특징 사상 패널의 1차원 들어 올리기와 같은 생각입니다.',
  'exercise.smallest-degree.data': '패널이 그리는 고리를 쓰세요: 시드 0, 훈련 점 60개와 테스트 점 60개, 잡음 0.1.',
  'exercise.smallest-degree.setup': '커널 릿지와 다항 커널을 고르세요.',
  'exercise.smallest-degree.few': '차수 {p}에서 테스트 점 {total}개 중 {right}개를 맞혀 57개보다 적습니다.',
  'exercise.smallest-degree.lower':
    '차수 {p}에서 {total}개 중 {right}개를 맞히지만 차수 {lower}에서도 이미 {lowerRight}개입니다. 더 낮추세요.',
  'exercise.smallest-degree.solved': '차수 {p}에서 {total}개 중 {right}개를 맞히고, 차수 {lower}에서는 {lowerRight}개뿐입니다.',
  'exercise.smallest-degree.solvedFirst': '차수 {p}에서 {total}개 중 {right}개를 맞히고, 이보다 작은 차수는 없습니다.',

  'exercise.starts-disagree.title': '서로 다른 답에 이르는 출발점',
  'exercise.starts-disagree.goal': 'SVM과 직접 쓴 커널(식)로, SVM의 출발점 네 개가 서로 다른 답에 이르게 하세요.',
  'exercise.starts-disagree.hint':
    '{@psd} 커널에서는 SVM 문제의 최적값이 하나뿐이라 모든 출발점이 그 값에 닿습니다. 커널 검사기의 「닮은꼴」은 {@psd|이} 아닙니다.',
  'exercise.starts-disagree.worked':
    'exp(-norm(x-y)^4): 대각선에서는 RBF와 같지만 행렬에 음수 고윳값이 있어 SVM 문제가 오목하지 않고, 출발점마다 다른 목적 함숫값에서 멈춥니다. {@psd|이} 아닌 커널이 모두 그런 것은 아닙니다. tanh(dot(x,y))도 {@psd|이} 아니지만 출발점들이 같은 답에 이릅니다.',
  'exercise.starts-disagree.method': 'SVM을 고르세요.',
  'exercise.starts-disagree.kernel': '커널을 「식」으로 고르고 직접 쓰세요.',
  'exercise.starts-disagree.psd': 'K가 {@psd}라서 오목한 문제가 보장하는 대로 출발점들이 같은 답에 이릅니다.',
  'exercise.starts-disagree.agree': 'K가 {@psd|이} 아니지만 이번에는 출발점들이 같은 답에 이릅니다.',
  'exercise.starts-disagree.solved': 'K가 {@psd|이} 아니고, 출발점들이 서로 다른 답에 이릅니다.',
  'exercise.starts-disagree.solvedPsd': 'K가 {@psd}인데도 출발점들이 일치하지 않습니다. 수렴하기 전에 멈춘 출발점이 있습니다.',
};
