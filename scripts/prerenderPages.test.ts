/** @jest-environment node */
import { builtAssetModule, DRAWN_END_ID, emotionStyles, shellFile, shellHtml } from './prerenderPages';

const PAGE =
  '<html lang="en">\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('shellFile', () => {
  it('puts a route where vite preview and nginx look for it', () => {
    expect(shellFile('/signin')).toBe('signin.html');
    expect(shellFile('/tools/inspiration/')).toBe('tools/inspiration.html');
    expect(shellFile('/')).toBe('index.html');
  });
});

describe('emotionStyles', () => {
  it("writes the rules as the server rendering's <style> elements Emotion's browser cache adopts", () => {
    const styles = emotionStyles({
      css: {
        a1: '.css-a1{}',
        g1: 'html{}',
        'g2 animation-k': 'body{}@keyframes animation-k{}',
        b2: '.css-b2{}',
      },
      globals: ['g1', 'g2 animation-k'],
    });
    // Each global in an element <Global> finds by its own name, before the rest, as the app orders its sheets.
    expect(styles).toBe(
      '<style data-emotion="css-global g1">html{}</style>' +
        '<style data-emotion="css-global g2">body{}@keyframes animation-k{}</style>' +
        '<style data-emotion="css a1 b2">.css-a1{}.css-b2{}</style>',
    );
    expect(emotionStyles({ css: {}, globals: [] })).toBe('');
  });
});

describe('shellHtml', () => {
  it('puts the screen into the empty root, inert and naming whom it was drawn for, and its CSS into <head>', () => {
    const emotion = '<style data-emotion="css c">.css-c{}</style>';
    const page = shellHtml(PAGE, { html: '<main>Sign in</main>', emotion }, 'signedOut');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(page).toContain(`  ${emotion}\n`);
    // One drawing for every width: the screen as it is, in no wrapper per range of widths.
    expect(page).toContain('<div id="root" data-drawn="signedOut" inert><main>Sign in</main></div>');
    expect(shellHtml(PAGE, { html: '<p>APP Loading...</p>', emotion: '' }, 'startup')).toContain(
      '<div id="root" data-drawn="startup" inert><p>APP Loading...</p></div>',
    );
  });

  it('keeps the first paint until the whole screen is parsed: a render-blocking link to an element after the root', () => {
    const page = shellHtml(PAGE, { html: '<main>Sign in</main>', emotion: '' }, 'signedOut');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${DRAWN_END_ID}" blocking="render" />`);
    // After the root's last element, outside what React owns: the root holds the screen alone.
    expect(page).toMatch(
      new RegExp(`<main>Sign in</main></div><template id="${DRAWN_END_ID}"></template>\\s*</body>`),
    );
  });
});

describe('builtAssetModule', () => {
  const files = ['assets/index-abc.js', 'assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2'];

  it("answers the brand face's ?url import with the file the build emitted", () => {
    const id =
      '/app/node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
    expect(builtAssetModule(id, files)).toBe(
      'export default "/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2";',
    );
  });

  it('leaves to Vite what the build did not emit, and every other import', () => {
    expect(builtAssetModule('/app/node_modules/pkg/files/unknown.png?url', files)).toBeNull();
    expect(builtAssetModule('/app/src/app/App.tsx', files)).toBeNull();
  });
});
