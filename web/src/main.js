// The hosted page: every panel, or only ?panel=a,b (the iframe embed); ?embed=1 drops the header.
import { mountApp } from './app.js';
import { pickLanguage } from './i18n.js';

const params = new URLSearchParams(location.search);
document.documentElement.lang = pickLanguage(params.get('lang'));
const only = params.get('panel');
mountApp(document.getElementById('app'), {
  params,
  panels: only ? only.split(',') : null,
  chrome: params.get('embed') !== '1',
});
