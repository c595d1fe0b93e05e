// A panel's Embed dialog (reader/embed-dialog.js): its strings come with it, the first time it opens.
export default {
  'embed.title': 'Embed: {title}',
  'embed.intro':
    'Ways to put this panel into a blog post as it is now (in {language}). Blogs differ in what they take, so here are several. Every address points at Gram Lab on {site}.',
  'embed.language.ko': 'Korean',
  'embed.language.en': 'English',
  'embed.local':
    'This address ({site}) opens only on this computer. For a post others will read, open this dialog on a published Gram Lab (a build is given its public address by GRAMLAB_SITE_URL).',
  'embed.unlinked': 'The pasted points ({keys}) are too long for an address: they are left out here, and the default shows.',
  'embed.close': 'Close',
  'embed.copy': 'Copy',
  'embed.iframe': 'iframe',
  'embed.iframe.where':
    'Where an iframe is taken: Tistory (HTML mode), Ghost, Hugo and Jekyll, self-hosted WordPress (editors). The height, {height} px, is measured from the panel as shown now ({width} px wide); in a narrower column the frame scrolls.',
  'embed.iframeAuto': 'iframe that takes its height',
  'embed.iframeAuto.where':
    'Where scripts are taken too (Ghost’s HTML card, Hugo, Jekyll): with these lines the frame follows its content’s height whenever the panel changes.',
  'embed.element': 'Custom element <gram-lab>',
  'embed.element.where':
    'Where scripts are taken: the panel is drawn in the post itself, without a frame. A blog with a CSP must allow scripts, styles, fonts and connections from {site}, and blob: workers.',
  'embed.image': 'Image with a link',
  'embed.image.where':
    'Where no HTML is taken (Naver Blog, Brunch) and in velog’s Markdown: download the PNG, upload it into the post and link it to the address below. In the HTML or Markdown, put the uploaded image’s address in place of {file}.',
  'embed.png': 'Download PNG ({width} × {height})',
  'embed.png.alt': 'The image to download: the panel’s title, the article’s claim and its picture as it is now',
  'embed.link': 'Address to link to',
  'embed.link.where': 'It opens this panel as it is now.',
  'embed.imageHtml': 'Image with a link: HTML',
  'embed.imageHtml.where': 'Put the uploaded image’s address in src.',
  'embed.imageMarkdown': 'Image with a link: Markdown',
  'embed.imageMarkdown.where': 'Where posts are written in Markdown, as on velog. Put the uploaded image’s address in the parentheses.',
  'embed.pen': 'CodePen',
  'embed.pen.where':
    'Where only code-sharing sites’ iframes are taken (velog takes YouTube, CodeSandbox and CodePen): the button opens a new pen on CodePen holding the custom element. Save the pen, then paste CodePen’s embed code into the post.',
  'embed.pen.open': 'Make a pen on CodePen ↗',
};
