/**
 * What the mock build says when its in-browser backend cannot start (issue 41 §12): most often the browser blocks
 * this site's storage (cookies and site data), which MSW's cookie store and service worker need. The app still
 * starts, as the production build does without storage, under this notice instead of a blank page. Kept apart from
 * browser.ts: it must load when MSW's own modules throw as they are evaluated.
 */
const TEXTS = {
  en: {
    storage:
      "The demo backend could not start: this browser blocks storage (cookies and site data) for this site, and the demo's in-browser backend needs it. Allow cookies and site data for this site, then reload. Until then the pages show no data.",
    other:
      'The demo backend could not start ({reason}). Reload to try again. Until then the pages show no data.',
    reload: 'Reload',
  },
  zh: {
    storage:
      '演示后端无法启动：此浏览器禁止本网站使用存储（Cookie 和网站数据），而演示的浏览器内后端需要它。请允许本网站使用 Cookie 和网站数据，然后重新加载。在此之前页面不会显示数据。',
    other: '演示后端无法启动（{reason}）。请重新加载再试。在此之前页面不会显示数据。',
    reload: '重新加载',
  },
} as const;

/** Whether this page may use local and session storage (reading either throws when the browser blocks them). */
export function storageAvailable(): boolean {
  try {
    return Boolean(window.localStorage) && Boolean(window.sessionStorage);
  } catch {
    return false;
  }
}

/** The notice's text in the browser's language (the app's stored choice cannot be read without storage). */
export function mockUnavailableText(error: unknown, language = navigator.language) {
  const texts = language.toLowerCase().startsWith('zh') ? TEXTS.zh : TEXTS.en;
  const reason = error instanceof Error ? error.message : String(error);
  return {
    message: storageAvailable() ? texts.other.replace('{reason}', reason) : texts.storage,
    reload: texts.reload,
  };
}

/** Puts the notice at the top of the page (outside the app's root, which React owns), once. */
export function showMockUnavailable(error: unknown): void {
  console.error('[mock] the mock backend could not start', error);
  if (document.getElementById('mock-unavailable')) return;
  const { message, reload } = mockUnavailableText(error);
  const notice = document.createElement('div');
  notice.id = 'mock-unavailable';
  notice.setAttribute('role', 'alert');
  notice.style.cssText =
    'position:sticky;top:0;z-index:10001;display:flex;gap:12px;align-items:center;flex-wrap:wrap;padding:12px 16px;' +
    'background:#fdecea;color:#5f2120;font:14px/1.5 system-ui,sans-serif;border-bottom:1px solid #f5c2c0';
  const text = document.createElement('span');
  text.style.flex = '1 1 280px';
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = reload;
  button.style.cssText = 'font:inherit;padding:4px 12px;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  notice.append(text, button);
  document.body.prepend(notice);
}
