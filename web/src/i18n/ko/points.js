// 한국어: 점 붙여 넣기 입력(widgets/points-input.js). 이 입력을 쓰는 모든 패널이 함께 씁니다. en/points.js와 같은 키.
export default {
  'points.summary': '직접 만든 점 붙여 넣기',
  'points.label': '점 좌표 (CSV)',
  'points.hint': '한 줄에 점 하나, 좌표는 쉼표나 공백으로 구분합니다. 최대 {maxPoints}개, {maxDimension}차원.',
  'points.apply': '이 점들로 계산',
  'points.reset': '시드로 만든 점으로 돌아가기',
  'points.empty': '붙여 넣은 점이 없습니다.',
  'points.ragged': '{row}번째 줄의 좌표는 {count}개인데 첫 점은 {first}개입니다. 모든 점의 차원이 같아야 합니다.',
  'points.cell': '{row}번째 줄 {col}번째 값 "{cell}": {error}',
  'points.unlinked':
    '이 점들로 계산하고 있지만 글자 수가 {max}자를 넘어 링크에 담을 수 없습니다. 이 페이지의 링크는 시드로 만든 점을 엽니다. 점까지 남기려면 위의 「파일로 저장」을 쓰세요.',
  'points.seededUnused': '지금은 쓰지 않습니다. 붙여 넣은 점으로 계산합니다(‘시드로 만든 점으로 돌아가기’를 누르면 돌아갑니다).',
};
