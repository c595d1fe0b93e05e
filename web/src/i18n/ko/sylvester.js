// 실베스터 판정 패널.
export default {
  'sylvester.lead':
    '왼쪽 위 k×k 블록의 행렬식, 곧 선행 주소행렬식 D₁, D₂, …를 차례로 계산합니다. 전부 양수이면 {@positiveDefinite}이고, 0 이하인 것이 처음 나오면 거기서 멈춥니다. 같은 행렬의 고윳값 판정을 나란히 놓았으니 두 판정을 비교해 보세요.',
  'sylvester.matrix': '행렬 G',
  'sylvester.presets': '예제 행렬',
  'sylvester.preset.A': '글의 A',
  'sylvester.preset.B': '글의 B',
  'sylvester.preset.S': '글의 유사도 표 S',
  'sylvester.preset.caveat': '함정: 선행 주소행렬식 ≥ 0',
  'sylvester.note.A': '글에서: 선행 주소행렬식은 2, 3, 4로 전부 양수이고, 고윳값도 0.586, 2, 3.414로 전부 양수입니다.',
  'sylvester.note.B':
    '글에서: 선행 주소행렬식은 1, −3, −9이고 고윳값은 −1, 3, 3입니다. 두 번째에서 이미 틀렸으니 −9는 계산할 필요도 없습니다.',
  'sylvester.note.S': '글의 유사도 표입니다. 고윳값이 −0.177, 0.800, 2.377이라 PSD가 아닙니다.',
  'sylvester.note.caveat':
    '1행과 2행이 같아서 선행 주소행렬식이 1, 0, 0으로 전부 0 이상인데도 PSD가 아닙니다. 「모든 주소행렬식」 보기에서 음수인 것을 찾아보세요.',
  'sylvester.size.add': '행·열 추가',
  'sylvester.size.remove': '마지막 행·열 삭제',
  'sylvester.size.problem': '{n}×{n} 행렬은 받을 수 없습니다. 이 패널은 {min}×{min}부터 {max}×{max}까지 다룹니다.',
  'sylvester.send': '이 행렬을 유사도 표로 보내기',
  'sylvester.block.leading': '색칠한 칸: 왼쪽 위 {k}×{k} 블록',
  'sylvester.block.minor': '색칠한 칸: 행·열 {indices} (음수인 주소행렬식)',
  'sylvester.link.step':
    '주소의 sylvester.k 값을 무시했습니다: 이 행렬은 k = {last}에서 판정이 끝나 k = {k} 단계가 없습니다. k = {last|을} 보여 줍니다.',

  'sylvester.mode': '보기',
  'sylvester.mode.leading': '선행 주소행렬식 (실베스터 판정)',
  'sylvester.mode.all': '모든 주소행렬식',

  'sylvester.stepper': '실베스터 판정 단계 (←/→로 이동)',
  'sylvester.step.previous': '← 이전 단계',
  'sylvester.step.next': '다음 단계 →',
  'sylvester.step.positionStopped': '{k} / {count} (검사는 k = {count}에서 멈춥니다. n = {n})',
  'sylvester.step.block': '왼쪽 위 {k}×{k} 블록의 행렬식',
  'sylvester.working': '계산 과정',
  'sylvester.working.pivots': 'k ≥ 4부터는 여인수 전개 대신 피벗의 곱으로 셉니다(아래 표의 dₖ).',
  'sylvester.mark.positive': '> 0',
  'sylvester.mark.zero': '양수 아님',
  'sylvester.mark.negative': '< 0',
  'sylvester.mark.zeroWithinRounding': '반올림 범위 안에서 0',
  'sylvester.mark.undecided': '판정 불가',
  'sylvester.status.positive': '통과',
  'sylvester.status.pd': '전부 양수: {@positiveDefinite}',
  'sylvester.status.zero': '멈춤: PSD인지는 판정 불가',
  'sylvester.status.negative': '멈춤: PSD 아님',
  'sylvester.status.zeroWithinRounding': '멈춤: 반올림 범위 안에서 0',
  'sylvester.status.undecided': '멈춤: 판정 불가',
  'sylvester.verdict.positive': '{D} > 0이므로 통과입니다. 다음 블록으로 넘어가세요.',
  'sylvester.verdict.pd':
    '선행 주소행렬식 {n}개가 전부 양수입니다. 그래서 G는 {@positiveDefinite}(positive definite, 고윳값이 모두 0보다 큼)이고, 당연히 PSD입니다.',
  'sylvester.verdict.negative':
    '{D} < 0이라 여기서 멈춥니다. G는 {@positiveDefinite}가 아니고 PSD도 아닙니다. 행렬식은 고윳값의 곱이니 왼쪽 위 {k}×{k} 블록에는 음수 고윳값이 있고, 그 고유벡터 뒤에 0을 채운 c를 넣으면 cᵀGc < 0이 되기 때문입니다.',
  'sylvester.verdict.zero':
    '{D} = 0이라 여기서 멈춥니다. G는 {@positiveDefinite}가 아닙니다({@positiveDefinite}라면 모든 Dₖ가 양수). 하지만 PSD인지는 실베스터 판정법으로 정해지지 않습니다. 0인 고윳값을 가진 PSD 행렬일 수도, PSD가 아닐 수도 있습니다. 남은 선행 주소행렬식이 전부 0 이상이어도 PSD라는 보장은 없으니, 고윳값이나 모든 주소행렬식을 봐야 합니다.',
  'sylvester.verdict.zeroWithinRounding':
    '{D|은} 반올림 범위 안에서 0입니다. 부동소수점으로 계산한 값이 그 계산의 반올림 오차 한계보다 작아서 부호를 말할 수 없습니다. 행이 벡터 개수보다 많은 그람 행렬처럼 특이 행렬일 가능성이 큽니다. 여기서 멈추며, G가 {@positiveDefinite}라는 것은 보이지 못했고, PSD인지는 고윳값이나 모든 주소행렬식을 봐야 합니다.',
  'sylvester.verdict.undecided':
    '판정할 수 없습니다. {D}의 계산 결과가 유한한 수가 아니어서 부호를 말할 수 없습니다. 판정 없이 멈추니 고윳값을 보세요.',
  'sylvester.verdict.showAll': '모든 주소행렬식 보기',
  'sylvester.inexact':
    '≈: 칸이 짧은 소수(소수점 아래 여섯 자리 이내)가 아니어서 부동소수점으로 계산한 값입니다. 0에 아주 가까운 값은 부호를 믿기 어려우니 고윳값 판정과 함께 보세요.',

  'sylvester.pivots.title': '피벗: LDLᵀ와 촐레스키 분해로 가는 다리',
  'sylvester.pivots.pivot': '피벗 dₖ',
  'sylvester.pivots.sign': '부호',
  'sylvester.pivots.note':
    '행 교환 없이 가우스 소거를 하면 k번째 피벗이 dₖ = Dₖ / Dₖ₋₁ (D₀ = 1)로 나오고, 이것이 G = LDLᵀ에서 D = diag(d₁, …, dₙ)의 대각선입니다. 모든 Dₖ > 0은 모든 dₖ > 0과 같은 말이고, 그때 촐레스키 분해 G = RᵀR이 존재하며 R의 대각선은 √dₖ입니다.',

  'sylvester.eigen.title': '고윳값 (오름차순)',
  'sylvester.eigen.psd': '고윳값 판정: PSD입니다 (가장 작은 고윳값 {min}).',
  'sylvester.eigen.notPsd': '고윳값 판정: PSD가 아닙니다 (음수 고윳값 {count}개, 가장 작은 값 {min}).',
  'sylvester.eigen.overflow':
    '고윳값 판정이 없습니다. 이 행렬의 고윳값이 double의 범위(약 ±1.8 × 10³⁰⁸)를 넘어 계산할 수 없습니다. 실베스터의 소행렬식은 크기와 상관없이 정확하게(또는 배율을 두고) 계산하므로 그 판정은 그대로입니다.',
  'sylvester.compare.agreePd': '두 판정이 같습니다. 선행 주소행렬식이 전부 양수이고, 고윳값에도 음수가 없습니다.',
  'sylvester.compare.agreeNot': '두 판정이 같습니다. 실베스터 판정은 {D} < 0에서 멈췄고, 고윳값에도 음수가 있습니다.',
  'sylvester.compare.zeroPsd':
    '실베스터 판정은 {D} = 0에서 결론을 내지 못했지만, 고윳값으로 보면 PSD입니다. 0인 고윳값이 있는 특이 행렬입니다.',
  'sylvester.compare.zeroNot':
    '실베스터 판정은 {D} = 0에서 결론을 내지 못했는데, 고윳값으로 보면 PSD가 아닙니다. 선행 주소행렬식만으로는 알 수 없는 경우이고, 글이 주의하라고 한 것이 바로 이것입니다.',
  'sylvester.compare.undecided': '실베스터 판정법이 {D}에서 판정하지 못해(유한한 값이 아님) 고윳값과 견줄 것이 없습니다.',
  'sylvester.compare.rounding': '두 판정이 어긋납니다. 반올림 오차 수준의 값을 한쪽은 0으로, 다른 쪽은 0이 아닌 값으로 본 경계 사례입니다.',

  'sylvester.all.title': '모든 주소행렬식: 2ⁿ − 1 = {count}개',
  'sylvester.all.intro':
    '같은 번호의 행과 열을 골라 만든 정사각 부분행렬의 행렬식이 주소행렬식입니다. 왼쪽 위부터 고르는 선행 주소행렬식은 n개뿐이지만, 대칭 행렬이 PSD일 필요충분조건은 2ⁿ − 1개 주소행렬식이 전부 0 이상인 것입니다.',
  'sylvester.all.leadingLine': '그중 선행 주소행렬식(점선 테두리) D₁, …, Dₙ은 {values}입니다.',
  'sylvester.all.busy': '주소행렬식을 계산하는 중…',
  'sylvester.all.tooLarge':
    'n = {n}이면 주소행렬식이 {count}개라 나열하지 않습니다(이 페이지는 n = {limit}, {limitCount}개까지). 이 크기에서는 고윳값 판정을 보세요. 실무에서 최소 고윳값을 보는 이유가 이것입니다.',
  'sylvester.all.negative': '행·열 {indices}의 주소행렬식이 {value|으로} 음수입니다. 그래서 G는 PSD가 아닙니다.',
  'sylvester.all.none': '음수인 주소행렬식이 없습니다. {count}개가 전부 0 이상이므로 G는 PSD입니다.',
  'sylvester.all.certificate':
    '증거가 되는 c: 행·열 {indices|으로} 만든 부분행렬의 가장 작은 고윳값에 대한 단위 고유벡터를 그 좌표에 놓고, 나머지 좌표는 0으로 채웠습니다.',
  'sylvester.all.value': 'cᵀGc = {value} < 0. 이 c 하나가 G가 PSD가 아니라는 증거입니다.',
  'sylvester.all.group': '{size}×{size}: {count}개',
  'sylvester.all.groupNegative': ', 그중 음수 {count}개',
  'sylvester.all.leading': '선행',
  'sylvester.all.negativeTag': '음수',
  'sylvester.all.sourceTag': 'c의 출처',
  'sylvester.all.inexact':
    '≈가 붙은 값은 부동소수점으로 계산했습니다. 0에 아주 가까운 음수는 반올림된 0일 수 있고, 위의 판정은 그런 값을 음수로 치지 않습니다.',
  'sylvester.counts.caption': 'n에 따라 늘어나는 주소행렬식의 개수 2ⁿ − 1 (이 페이지는 n = {limit}까지 나열합니다)',
};
