// 패널 제목: 패널의 코드보다 먼저(목차, 각 섹션의 제목) 쓰이므로 페이지의 문자열과 함께 옵니다.
export default {
  'sylvester.title': '실베스터 판정법, 한 단계씩',
  'featureMaps.title': '손에 잡히는 특징 맵: φ를 꺼내고, 세고, 재고, 들어 올리기',
  'gammaSweep.title': 'RBF 커널: γ 하나가 유효 랭크를 정한다',
  'sigmoid.title': '시그모이드 커널: PSD를 통과 못 하는 유사도',
  'attention.title': '어텐션 점수: 같은 n × n 자리, 그러나 그람 행렬은 아니다',
  'kernel.title': '내 유사도를 그냥 넣어도 될까? 커널 검사기',
  'methods.title': '무엇이 깨지는지 직접 보기: 내 커널로 돌리는 커널 릿지 회귀와 SVM',
  // Each panel's claim from the article, in one sentence, above the panel; the link to the next panel below it.
  'claim.similarity': '글의 주장: 아무 유사도 표나 그람 행렬이 되지는 않습니다. 벡터에서 나오는 표는 {@psd}인 표뿐입니다.',
  'claim.sylvester': '글의 주장: 표가 {@psd}인지는 고윳값으로도, 주소행렬식으로도 판정할 수 있습니다.',
  'claim.feature-maps': '글의 주장: 커널은 φ를 만들지 않고 내적만 얻습니다. φ를 만들면 d = 768, p = 4에서 특징이 14,685,120,065개입니다.',
  'claim.gamma-sweep': '글의 주장: RBF 커널에서는 γ 하나가 그람 행렬의 축 가운데 몇 개가 실제로 일하는지(유효 랭크)를 정합니다.',
  'claim.sigmoid': '글의 주장: {@psd} 판정을 통과하지 못하는 유사도 함수도 널리 쓰입니다. 시그모이드 커널이 그 예입니다.',
  'claim.attention': '글의 주장: 어텐션 점수 행렬은 그람 행렬과 같은 n × n 자리에 있지만 대칭도 {@psd}도 아닙니다.',
  'claim.kernel-check': '글의 주장: 유사도 함수를 커널로 꽂아도 되는 것은 그 함수가 만드는 모든 그람 행렬이 {@psd}일 때입니다.',
  'claim.methods': '글의 주장: 커널 방법은 {@psd}에 기대고 있어서, 그렇지 않은 유사도를 꽂으면 약속한 것이 깨집니다.',
  'app.nextPanel': '다음: {title}',
};
