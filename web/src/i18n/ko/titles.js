// 패널 제목: 패널의 코드보다 먼저(목차, 각 섹션의 제목) 쓰이므로 페이지의 문자열과 함께 옵니다.
export default {
  'sylvester.title': '실베스터 판정법, 한 단계씩',
  'featureMaps.title': '손에 잡히는 특징 맵: φ를 꺼내고, 세고, 재고, 들어 올리기',
  'gammaSweep.title': 'RBF 커널: γ 하나가 유효 랭크를 정한다',
  'sigmoid.title': '시그모이드 커널: PSD를 통과 못 하는 유사도',
  'attention.title': '어텐션 점수: 같은 n × n 자리, 그러나 그람 행렬은 아니다',
  'kernel.title': '내 유사도를 그냥 넣어도 될까? 커널 검사기',
  'methods.title': '무엇이 깨지는지 직접 보기: 내 커널로 돌리는 커널 릿지 회귀와 SVM',
};
