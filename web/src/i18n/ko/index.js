// 페이지의 한국어 문자열: 공통, 패널 제목, 첫 패널(유사도 표)의 것. 다른 패널의 문자열은 그 패널과 함께 옵니다.
import common from './common.js';
import similarity from './similarity.js';
import titles from './titles.js';

export default { ...common, ...titles, ...similarity };
