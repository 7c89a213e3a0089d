import { appTags, loadAppFromScript } from './appLoader';

// The head Vite writes for the app (trimmed): the entry script, its modulepreloads, then the route preload script.
const VITE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Atelier AI</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-C.js">
    <script>/* route preloads */</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const FIRST_PAGE =
  'var firstPage=(function(e){e.startScreenRequests=function(){window.asked=!window.started};' +
  'e.runStaticFirstPage=function(start){window.started=start};return e})({});';

describe('the app loader of builds with the real backend', () => {
  it("reads Vite's entry and modulepreloads", () => {
    expect(appTags(VITE_HTML)).toEqual({
      entry: '/assets/index-A.js',
      preloads: ['/assets/runtime-B.js', '/assets/vendor-C.js'],
    });
    expect(() => appTags('<html><head></head></html>')).toThrow(/no module entry/);
  });

  it("replaces Vite's tags with one inline script, where the entry was, before the route preloads", () => {
    const html = loadAppFromScript(VITE_HTML, FIRST_PAGE, 'firstPage');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    const loader = head.indexOf('firstPage.runStaticFirstPage(');
    expect(loader).toBeGreaterThan(head.indexOf('<title>'));
    expect(loader).toBeLessThan(head.indexOf('/* route preloads */'));
    expect(head.indexOf(FIRST_PAGE)).toBeLessThan(loader);
  });

  it('the inline script hands the first page a function that adds the app as the parser would have', () => {
    const html = loadAppFromScript(VITE_HTML, FIRST_PAGE, 'firstPage');
    const source = /<script>(\(function\(\)\{var firstPage[\s\S]*?)<\/script>/.exec(html)![1];
    document.head.innerHTML = '';
    new Function(source)();
    const { started, asked } = window as unknown as { started: () => void; asked: boolean };
    // The screens' first requests are asked before anything else (src/app/headStart.ts).
    expect(asked).toBe(true);
    expect(document.head.children).toHaveLength(0);
    started();
    const added = [...document.head.children].map((element) => [
      element.tagName,
      element.getAttribute('type') ?? element.getAttribute('rel'),
      element.getAttribute('src') ?? element.getAttribute('href'),
      element.getAttribute('crossorigin'),
    ]);
    expect(added).toEqual([
      ['SCRIPT', 'module', '/assets/index-A.js', ''],
      ['LINK', 'modulepreload', '/assets/runtime-B.js', ''],
      ['LINK', 'modulepreload', '/assets/vendor-C.js', ''],
    ]);
  });
});
