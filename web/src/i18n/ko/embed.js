// 패널의 「퍼가기」 대화상자(reader/embed-dialog.js)의 문자열: 대화상자를 처음 열 때 함께 옵니다.
export default {
  'embed.title': '퍼가기: {title}',
  'embed.intro':
    '이 패널을 지금 상태 그대로 블로그에 싣는 방법입니다(언어: {language}). 블로그마다 받아 주는 형식이 달라 여러 가지를 드립니다. 주소는 모두 {site}에 있는 Gram Lab을 가리킵니다.',
  'embed.language.ko': '한국어',
  'embed.language.en': '영어',
  'embed.local':
    '이 주소({site})는 이 컴퓨터에서만 열립니다. 다른 사람이 볼 글에 넣으려면 공개된 Gram Lab에서 이 대화상자를 여세요(빌드할 때 GRAMLAB_SITE_URL로 공개 주소를 줄 수 있습니다).',
  'embed.unlinked': '붙여 넣은 점({keys})은 주소에 담기에 너무 길어 여기서는 빠지고 기본값이 보입니다.',
  'embed.close': '닫기',
  'embed.copy': '복사',
  'embed.iframe': 'iframe',
  'embed.iframe.where':
    '티스토리(HTML 모드), Ghost, Hugo·Jekyll, 설치형 WordPress(편집자 권한)처럼 iframe을 받는 곳. 높이 {height}px은 지금 보이는 패널(폭 {width}px)에서 잰 값입니다. 더 좁은 칸에서는 틀 안에서 스크롤됩니다.',
  'embed.iframeAuto': 'iframe + 높이 자동 맞춤',
  'embed.iframeAuto.where':
    '스크립트도 받는 곳(Ghost의 HTML 카드, Hugo, Jekyll): 아래 몇 줄이 있으면 패널이 바뀔 때마다 틀이 내용의 높이를 따라갑니다.',
  'embed.element': '사용자 정의 요소 <gram-lab>',
  'embed.element.where':
    '스크립트를 받는 곳: 틀 없이 글 안에 바로 그려집니다. 블로그에 CSP가 있다면 {site}에서 오는 스크립트, 스타일, 글꼴, 연결과 blob: 워커를 허용해야 합니다.',
  'embed.image': '이미지와 링크',
  'embed.image.where':
    '네이버 블로그, 브런치처럼 HTML을 받지 않는 곳과 velog의 Markdown: PNG를 내려받아 글에 올리고, 그 이미지에 아래 주소를 링크하세요. HTML이나 Markdown을 쓸 때는 {file} 자리에 올린 이미지의 주소를 넣으세요.',
  'embed.png': 'PNG 내려받기 ({width} × {height})',
  'embed.png.alt': '내려받을 이미지: 패널의 제목, 글의 주장, 지금의 그림',
  'embed.link': '링크할 주소',
  'embed.link.where': '이 패널을 지금 상태로 여는 주소입니다.',
  'embed.imageHtml': '이미지와 링크: HTML',
  'embed.imageHtml.where': '올린 이미지의 주소를 src에 넣으세요.',
  'embed.imageMarkdown': '이미지와 링크: Markdown',
  'embed.imageMarkdown.where': 'velog 등 Markdown으로 쓰는 곳. 올린 이미지의 주소를 괄호 안에 넣으세요.',
  'embed.pen': 'CodePen',
  'embed.pen.where':
    '코드 공유 사이트의 iframe만 받는 곳(velog는 YouTube, CodeSandbox, CodePen만 받습니다): 버튼을 누르면 CodePen에 사용자 정의 요소를 채운 새 펜이 열립니다. 펜을 저장한 뒤 CodePen의 Embed 코드를 글에 붙여 넣으세요.',
  'embed.pen.open': 'CodePen에서 펜 만들기 ↗',
};
