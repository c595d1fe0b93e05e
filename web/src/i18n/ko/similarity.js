// 유사도 표 패널.
export default {
  'similarity.title': '유사도 표는 그람 행렬인가',
  'similarity.lead': '문서 A · B · C의 유사도를 손으로 매긴 표입니다. 대칭이고 대각선이 1이라 그럴듯해 보이지만, 고윳값을 구하면 판정이 납니다.',
  'similarity.table': '유사도 표 S',
  'similarity.eigenvalues': '고윳값 (오름차순)',
  'similarity.verdict.psd': '양반정치(PSD)입니다 — 이 표를 내적 표로 갖는 벡터들이 존재합니다.',
  'similarity.verdict.notPsd': '양반정치(PSD)가 아닙니다 — 이 표를 재현하는 벡터는 존재하지 않습니다.',
};
