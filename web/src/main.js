// The hosted page: every panel, or only ?panel=a,b (the iframe embed); ?embed=1 drops the header.
import { mountApp } from './app.js';
import { pickLanguage } from './i18n.js';
import { postFrameHeight } from './reader/frame-height.js';
import { registerOffline } from './reader/offline.js';

const params = new URLSearchParams(location.search);
document.documentElement.lang = pickLanguage(params.get('lang'));
const only = params.get('panel');
mountApp(document.getElementById('app'), {
  params,
  panels: only ? only.split(',') : null,
  chrome: params.get('embed') !== '1',
});
// In an iframe: tell the host page our height on every change (docs/embedding.md has its few lines).
postFrameHeight(document.getElementById('app'));
// After the first visit the hosted page works offline (not inside a host's page: no <gram-lab> gets here).
registerOffline();
