/**
 * Whether the page shows a screen prerendered in its HTML (dist/<route>.html, docs/decisions/0007): index.html's
 * first script marks <html> with `fp-screen` for the visitor and language it was drawn for.
 */
export const prerenderedScreenShown = (): boolean => document.documentElement.classList.contains('fp-screen');
