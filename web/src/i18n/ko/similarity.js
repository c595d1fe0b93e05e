// 유사도 표 패널.
export default {
  'similarity.title': '유사도 표는 그람 행렬인가',
  'similarity.lead':
    '문서 A · B · C의 유사도를 손으로 매긴 표입니다. 대칭이고 대각선이 1이라 그럴듯해 보이지만, 고윳값을 구하면 판정이 납니다. 칸을 고치면 고윳값과 판정이 바로 다시 나옵니다.',
  'similarity.table': '유사도 표 S',
  'similarity.presets': '예제 표',
  'similarity.preset.S': '글의 S (문서 A · B · C)',
  'similarity.preset.A': '실베스터 절의 A',
  'similarity.preset.B': '실베스터 절의 B',
  'similarity.preset.identity': '단위행렬 I',
  'similarity.preset.random': '무작위 그람 행렬',
  'similarity.preset.randomNote':
    '시드 {seed|으로} 뽑아 소수 둘째 자리로 자른 무작위 벡터 X({n}×{d})의 XXᵀ를 그대로 담았습니다. 벡터는 「벡터로 보기」에 있습니다.',
  'similarity.size.add': '항목 추가',
  'similarity.size.remove': '마지막 항목 삭제',
  'similarity.send': '이 표를 실베스터 판정으로 보내기',

  'similarity.eigenvalues': '고윳값 (오름차순)',
  'similarity.verdict.psd': '{@psd}(PSD)입니다 — 이 표를 내적 표로 갖는 벡터들이 존재합니다.',
  'similarity.verdict.notPsd': '{@psd}(PSD)가 아닙니다 — 이 표를 재현하는 벡터는 존재하지 않습니다.',
  'similarity.verdict.negatives': '음수 고윳값이 {count}개이고, 가장 작은 값은 {min}입니다.',
  'similarity.verdict.min': '가장 작은 고윳값은 {min}입니다.',
  'similarity.verdict.tolerance': '절댓값이 {tolerance} 이하인 고윳값은 반올림 오차로 보고 0으로 칩니다.',
  'similarity.verdict.roundingRule':
    '계산된 표처럼 반올림을 감안한 규칙으로 판정했습니다. 소수점 아래 {digits}자리를 넘는 항목이 있어 정확한 십진수로 읽지 않고, 절댓값이 {tolerance} 이하인 고윳값은 반올림 오차로 보고 0으로 칩니다.',
  'similarity.verdict.unavailable':
    '정확한 판정을 실행하지 못해 반올림을 감안한 규칙으로 판정했습니다. 절댓값이 {tolerance} 이하인 고윳값은 반올림 오차로 보고 0으로 칩니다.',
  'similarity.verdict.exactPsd': '정확히 {@psd}(PSD)입니다 — 이 표를 내적 표로 갖는 벡터들이 존재합니다.',
  'similarity.verdict.exactNotPsd': '정확히 {@psd}(PSD)가 아닙니다 — 이 표를 재현하는 벡터는 존재하지 않습니다.',
  'similarity.verdict.exactC': '이 c에서 cᵀSc < 0입니다: c = {c}, cᵀSc = {value} (정확한 값).',
  'similarity.verdict.exactRule':
    '정확히 판정했습니다. 모든 항목이 짧은 십진수라 입력한 그대로(실베스터 판정이 읽는 값) 읽고, 반올림 없이 정확한 분수로 소거했습니다. 위 고윳값은 부동소수점으로 계산한 값이며(가장 작은 값 {min}), 여기서는 판정에 쓰지 않습니다.',
  'similarity.verdict.minorRule':
    '짧은 십진수가 아닌 항목이 있어 정확한 판정은 할 수 없지만, 항목 {indices}의 주소행렬식이 {value|으로} 확실히 음수입니다(반올림 오차 한계를 넘거나, 항목의 이진 값으로 정확히 계산해서; 실베스터 판정이 보여 주는 그대로). 고윳값만으로는(가장 작은 값 {min}) 반올림을 감안한 허용치 ±{tolerance} 안이라 판정이 나지 않으며, 이 주소행렬식이 판정합니다.',
  'similarity.verdict.pending': '정확히 판정하는 중…',
  'similarity.verdict.pendingDetail':
    '위 고윳값은 부동소수점으로 계산한 값입니다(가장 작은 값 {min}). 판정은 정확한 판정이 끝나면 나옵니다.',

  'similarity.quadratic.title': '이차형식 cᵀSc',
  'similarity.quadratic.hint': 'PSD라는 것은 어떤 c를 넣어도 cᵀSc ≥ 0이라는 뜻입니다. c를 직접 넣어 보세요.',
  'similarity.quadratic.negative': '반올림 오차보다 큰 음수입니다. 이 c 하나로 S가 PSD가 아님이 증명됩니다.',
  'similarity.quadratic.withinRounding':
    '0과의 차이가 반올림 오차(많아야 {bound}) 안에 있어 부호를 알 수 없으므로, 아무것도 증명하지 않습니다.',
  'similarity.quadratic.nonNegative': '0 이상입니다.',
  'similarity.quadratic.eigenvector': 'cᵀSc를 음수로 만드는 고유벡터 넣기',
  'similarity.quadratic.noEigenvector': '음수 고윳값이 없으니 cᵀSc를 음수로 만드는 c도 없습니다.',
  'similarity.quadratic.eigenvectorNote':
    'c는 가장 작은 고윳값 {lambda}의 고유벡터(소수 넷째 자리까지)입니다. 그래서 cᵀSc ≈ {lambda}입니다.',
  'similarity.form.title': '모든 방향의 cᵀSc',
  'similarity.form.orderOnly': '단위원·단위구 위의 cᵀSc 그림은 2 × 2와 3 × 3 표에서만 그립니다.',
  'similarity.form.waiting': '그림을 불러오는 중입니다…',
  'similarity.viewWaiting': '이 보기를 불러오는 중입니다…',
  'similarity.form.keyNegative': '확실히 음수',
  'similarity.form.keyZero': '반올림 오차 안',
  'similarity.form.keyPositive': '확실히 양수',
  'similarity.form.keyMin': '○ 최소 고윳값의 고유벡터 ±c',
  'similarity.form.keyC': '× 내가 넣은 c의 방향',
  'similarity.form.keyCurve': '곡선: 방향 c마다 cᵀSc를 원(|c| = 1)에서 떨어진 거리로 그립니다. 양수면 바깥, 음수면 안쪽',
  'similarity.form.note.circle.someNegative':
    '곡선이 원 안으로 들어간 곳에서 cᵀSc < 0입니다. 그런 방향 c 하나하나가 S가 PSD가 아니라는 증거입니다.',
  'similarity.form.note.circle.negativeBetween': '그린 곡선은 원 밖에 머물지만, 표본 사이 ±c 근처에서 cᵀSc < 0입니다.',
  'similarity.form.note.circle.noneNegative': '곡선이 원 안으로 들어가지 않습니다. cᵀSc를 확실한 음수로 만드는 방향 c는 없습니다.',
  'similarity.form.note.globe.someNegative': '빨간 부분이 cᵀSc < 0인 곳입니다. 그 안의 방향 하나하나가 S가 PSD가 아니라는 증거입니다.',
  'similarity.form.note.globe.negativeBetween': '빨간 칸은 없습니다. 음수인 방향은 표본 사이, 고리 ±c 근처에 있습니다.',
  'similarity.form.note.globe.noneNegative': '구 어디에도 빨간 곳이 없습니다. cᵀSc를 확실한 음수로 만드는 방향 c는 없습니다.',
  'similarity.form.turn': '끌거나 화살표 키로 구를 돌려 보세요.',
  'similarity.form.sphereLabel': '단위구 위의 cᵀSc. 화살표 키로 돌립니다.',
  'similarity.form.someNegative':
    '표본 방향 {total}개 중 {negative}개에서 cᵀSc가 반올림 오차보다 큰 음수입니다. 최소 고윳값의 고유벡터에서 cᵀSc = {lambda|으로} 가장 작습니다.',
  'similarity.form.negativeBetween':
    '표본 방향 {total}개 중 확실히 음수인 곳은 없지만, 최소 고윳값의 고유벡터에서 cᵀSc = {lambda|으로} 확실히 음수입니다. 음수 영역이 표본 사이에 있습니다.',
  'similarity.form.noneNegative':
    '표본 방향 {total}개 어디에서도 cᵀSc가 확실히 음수가 아닙니다. 최소 고윳값의 고유벡터에서 cᵀSc = {lambda|으로} 가장 작습니다.',

  'similarity.paste.summary': '스프레드시트에서 붙여넣기',
  'similarity.paste.label':
    '탭 · 쉼표 · 공백으로 나눈 정사각 표를 붙여넣으세요. 첫 행이나 첫 열에 항목 이름이 있어도 됩니다. 표의 칸에 바로 붙여넣어도 됩니다.',
  'similarity.paste.apply': '이 표로 바꾸기',
  'similarity.paste.done': '{n}×{n} 표를 불러왔습니다.',
  'similarity.paste.unchanged': '표는 바뀌지 않았습니다.',
  'similarity.paste.empty': '붙여넣은 내용에 숫자가 없습니다.',
  'similarity.paste.tooLong': '붙여넣은 내용이 너무 깁니다({max}자까지).',
  'similarity.paste.ragged': '{row}번째 줄의 칸이 {found}개인데, 첫 줄은 {expected}개입니다.',
  'similarity.paste.cell.empty': '{row}번째 줄 {col}번째 칸이 비어 있습니다.',
  'similarity.paste.cell.not-a-number': '{row}번째 줄 {col}번째 칸이 숫자가 아닙니다: 「{text}」',
  'similarity.paste.cell.not-finite': '{row}번째 줄 {col}번째 칸의 수가 너무 큽니다: 「{text}」',
  'similarity.paste.vector': 'c에는 숫자 {n}개를 한 줄이나 한 열로 붙여넣어야 합니다.',
  'similarity.paste.vectors': 'X는 {n}줄(항목 수)에 1~{max}열이어야 하는데, 붙여넣은 표는 {rows}×{cols}입니다.',

  'similarity.table.notTable': '표 모양이 아닙니다.',
  'similarity.table.notSquare': '{rows}×{cols} 표입니다. 유사도 표는 정사각이어야 합니다.',
  'similarity.table.size': '항목이 {n}개입니다. {min}개부터 {max}개까지 됩니다.',
  'similarity.table.notFinite': '({row}, {col}) 칸이 유한한 수가 아닙니다.',
  'similarity.table.notSymmetric': '({a}, {b}) 칸은 {x}인데 ({b}, {a}) 칸은 {y}입니다. 유사도 표는 대칭이어야 합니다.',
  'similarity.link.mismatch': '주소의 {param} 값이 표의 항목 수(n = {n})에 맞지 않아 기본값을 썼습니다.',

  'similarity.views': '더 살펴보기',
  'similarity.tab.repair': 'PSD로 고치기',
  'similarity.tab.vectors': '벡터로 보기',

  'similarity.repair.intro':
    '실무에서는 음수 고윳값을 0으로 잘라 내거나 εI를 더해 PSD로 밀어 넣습니다. 어느 쪽이든 원래 표를 조금 바꿔서 쓰는 것이니, 어느 칸이 얼마나 바뀌었는지 보세요. 색칠한 칸이 소수 셋째 자리에서 달라진 칸이고, 작은 글씨가 바뀐 양입니다.',
  'similarity.repair.clip.title': '잘라 내기 (clip): V · max(Λ, 0) · Vᵀ',
  'similarity.repair.clip.how': '음수 고윳값만 0으로 바꿉니다. {@frobenius} 거리로 가장 가까운 PSD 표지만, 칸이 골고루 조금씩 움직입니다.',
  'similarity.repair.shift.title': '밀어 올리기 (shift): S + εI',
  'similarity.repair.shift.how': '대각선에만 ε을 더합니다. 고유벡터와 고윳값 사이 간격은 그대로이고, 모든 고윳값이 ε만큼 올라갑니다.',
  'similarity.repair.unchanged': '이미 PSD라 고칠 것이 없습니다.',
  'similarity.repair.after': '고친 표',
  'similarity.repair.spectrum': '고친 뒤 고윳값:',
  'similarity.repair.psd': 'PSD',
  'similarity.repair.notPsd': 'PSD 아님',
  'similarity.repair.use': '이 표로 바꾸기',
  'similarity.copyDigits':
    '‘이 표로 바꾸기’는 소수 {digits}자리로 옮깁니다. 보이는 {shown}자리로 반올림하면 이 판정이 달라지기 때문입니다.',

  'similarity.vectors.intro':
    '항목마다 벡터를 하나씩 정해 행으로 쌓은 것이 X(n×d)입니다. G = XXᵀ는 언제나 그람 행렬이라 PSD입니다. X를 고치거나, 거꾸로 표에서 벡터를 꺼내 보세요.',
  'similarity.vectors.x': '벡터 X (행: 항목, 열: 차원)',
  'similarity.vectors.addDimension': '차원 추가',
  'similarity.vectors.removeDimension': '마지막 차원 삭제',
  'similarity.vectors.reconstruct': '표 S에서 벡터 꺼내기 (X = V√Λ)',
  'similarity.vectors.reconstructed': '꺼냈습니다: 벡터 {rank}차원(rank {rank}), 잔차 ‖XXᵀ − S‖_F = {residual}.',
  'similarity.vectors.notPsdExact':
    '꺼낼 수 없습니다. 정확한 판정이 찾은 c = {c}에서 cᵀSc = {value} < 0이므로, 이 표를 내적 표로 갖는 벡터는 없습니다.',
  'similarity.vectors.notPsdMinor':
    '꺼낼 수 없습니다. 항목 {indices}의 주소행렬식이 {value|으로} 확실히 음수이므로, 이 표를 내적 표로 갖는 벡터는 없습니다.',
  'similarity.vectors.notPsd': '꺼낼 수 없습니다. S의 고윳값 {min|이} 음수라 √λ가 실수가 아니고, 이 표를 내적 표로 갖는 벡터는 없습니다.',
  'similarity.vectors.useG': 'G를 유사도 표로 쓰기',
  'similarity.vectors.gram': 'G = XXᵀ ({n}×{n}, 항목끼리)',
  'similarity.vectors.covariance': 'XᵀX ({d}×{d}, 차원끼리)',
  'similarity.vectors.gramSpectrum': 'G의 고윳값:',
  'similarity.vectors.covarianceSpectrum': 'XᵀX의 고윳값:',
  'similarity.vectors.note.gram': '0이 아닌 고윳값 {rank}개는 옆의 XᵀX와 같고, 나머지 {zeros}개는 0입니다.',
  'similarity.vectors.note.gramFull': '고윳값 {rank}개가 모두 0이 아니며 옆의 XᵀX와 같습니다.',
  'similarity.vectors.note.covariance': '0이 아닌 고윳값 {rank}개는 옆의 G와 같고, 나머지 {zeros}개는 0입니다.',
  'similarity.vectors.note.covarianceFull': '고윳값 {rank}개가 모두 0이 아니며 옆의 G와 같습니다.',
  'similarity.vectors.rank': 'rank(G) = rank(X) = rank(XᵀX) = {rank}: 0이 아닌 고윳값 {rank}개를 G와 XᵀX가 똑같이 나눠 갖습니다.',
  'similarity.vectors.zerosForced':
    'n = {n}개 벡터가 d = {d}차원에 있으니(n > d) G에는 0인 고윳값이 적어도 n − d개 생깁니다. 지금은 {gramZeros}개입니다.',
  'similarity.vectors.zeros': 'G의 0 고윳값은 n − rank = {gramZeros}개, XᵀX는 d − rank = {covarianceZeros}개입니다.',
  'similarity.vectors.proof': '글의 한 줄 증명을 지금의 c = ({c})로 계산하면:',
  'similarity.tab.geometry': '입체로 보기',
  'similarity.geometry.intro':
    '대각선이 1인 3×3 표는 세 코사인 (s(A, B), s(A, C), s(B, C))으로 정해지는 공간의 한 점입니다. {@psd}인 표 전체가 이루는 몸체(엘립토프) 안에 있으면 이 코사인을 갖는 단위 벡터 셋이 존재하고, 밖에 있으면 존재하지 않습니다.',
  'similarity.geometry.notThree':
    '이 그림은 3×3 표만 그립니다. 지금 표는 {n}×{n}입니다. 항목을 세 개로 줄이거나 기사의 S 프리셋을 고르세요.',
  'similarity.geometry.notUnit':
    '이 그림은 대각선이 모두 1인 표(단위 벡터의 코사인)만 그립니다. ({i}, {i}) 칸이 {value}입니다. 그 칸에 1을 넣거나 기사의 S 프리셋을 고르세요.',
  'similarity.geometry.tooFar': '코사인이 ±1e150을 넘어 점이 몸체를 담은 정육면체 |s| ≤ 1에서 너무 멀어 그리지 않습니다.',
  'similarity.geometry.pointLabel': '표의 점',
  'similarity.geometry.bodyLabel': '엘립토프: 화살표 키로 돌립니다',
  'similarity.geometry.bodyCaption': '{@psd}인 3×3 상관 표 전체 (엘립토프)',
  'similarity.geometry.sphereCaption': '단위 구 위의 벡터 X = VΛ^½와 그 사이 각',
  'similarity.geometry.sphereLabel': '단위 구 위의 세 벡터, 사이 각 {angles}',
  'similarity.geometry.keys':
    '점을 끌거나, 점에 초점을 두고 화살표 키로 고른 축을 따라 0.01씩(Shift: 0.1) 옮깁니다. 그림의 빈 곳을 끌거나, 그림에 초점을 두고 화살표 키를 누르면 돌아갑니다.',
  'similarity.geometry.axis': '화살표 키가 옮기는 축',
  'similarity.geometry.pending': '정확한 판정을 기다리는 중입니다. 그동안 점은 회색입니다.',
  'similarity.geometry.note.inside': '이 표인 점이 몸체 안에 있습니다. 이 코사인을 갖는 실수 단위벡터 셋이 있습니다.',
  'similarity.geometry.note.outside': '이 표인 점이 몸체 밖에 있습니다. 이 코사인을 갖는 단위벡터 셋은 없습니다.',
  'similarity.geometry.note.sphere': '벡터 사이의 각은 표의 값의 아크코사인입니다: {angles}.',
  'similarity.geometry.inside': '점이 몸체 안(또는 표면 위)에 있습니다: 이 코사인을 갖는 단위 벡터들이 존재합니다.',
  'similarity.geometry.insideAngles':
    '사이 각 {angles}: 어느 각도 나머지 두 각의 합을 넘지 않고, 세 각의 합 {sum}°도 360°를 넘지 않습니다.',
  'similarity.geometry.outside': '점이 몸체 밖에 있습니다: 이 코사인을 갖는 단위 벡터는 존재하지 않습니다.',
  'similarity.geometry.notCosine': '|s({pair})| = {value} > 1: 두 단위 벡터의 코사인은 1을 넘을 수 없습니다.',
  'similarity.geometry.perimeter': '세 방향이 서로 벌어질 수 있는 각의 합은 360°까지입니다: {terms} = {sum}° > 360°.',
  'similarity.geometry.outsideRounding': '각도로는 반올림 안의 차이라 보이지 않지만 행렬식이 음수입니다: det = {det}.',
  'similarity.geometry.triangle':
    '구 위에서 {a|과} {b} 사이 각은 {via|을} 거치는 두 각의 합을 넘을 수 없습니다: {left} = {angle}° > {right} = {sum}°.',
  'similarity.geometry.repair':
    '고리: 잘라 내기(clip)로 고친 표를 대각선이 1이 되게 다시 맞춘 점 {point}. 표면 위에 있고, 표의 점에서 거리 {distance}입니다 (점선).',
  'similarity.geometry.determinant': 'det = 1 + 2xyz − x² − y² − z² = {det}',
  'similarity.geometry.legendPoint': '표의 점',
  'similarity.geometry.legendRepair': '잘라 내기(clip)로 고친 표, 대각선 1로 맞춤',
};
