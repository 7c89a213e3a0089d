/** @jest-environment node */
import {
  builtAssetUrls,
  emotionStyles,
  renderAllWidths,
  screenMarkup,
  shellFile,
  shellHtml,
  widthBoundaries,
} from './prerenderPages';

const PAGE =
  '<html lang="en">\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('shellFile', () => {
  it('puts a route where vite preview and nginx look for it', () => {
    expect(shellFile('/signin')).toBe('signin.html');
    expect(shellFile('/tools/inspiration/')).toBe('tools/inspiration.html');
    expect(shellFile('/')).toBe('index.html');
  });
});

describe('widthBoundaries', () => {
  it('finds where each width query changes its answer', () => {
    expect(
      widthBoundaries([
        '(max-width:599.95px)',
        '@media (min-width:1500px)',
        '(prefers-reduced-motion: reduce)',
      ]),
    ).toEqual([600, 1500]);
    expect(widthBoundaries(['(max-width:1499.98px)', '(min-width:600px) and (max-width:899px)'])).toEqual([
      600, 900, 1500,
    ]);
  });
});

describe('renderAllWidths', () => {
  it('renders once per range of widths, merging neighbours that draw the same', async () => {
    const asked: number[] = [];
    const renderAt = async (_: string, width: number) => {
      asked.push(width);
      const phone = width <= 599.95;
      return {
        html: phone ? '<b>drawer</b>' : width >= 1500 ? '<b>sider</b>' : '<b>rail</b>',
        css: { [phone ? 'a' : 'b']: `.${phone ? 'a' : 'b'}{}`, g: 'body{}' },
        globals: ['g'],
        // The rail asks one query more; at 900 nothing changes, so 900–1499 merges with 600–899.
        queries: ['(max-width:599.95px)', '(min-width:1500px)', '(min-width:900px)'],
      };
    };
    const { variants, css, globals } = await renderAllWidths(renderAt, '/x');
    expect(variants).toEqual([
      { from: 0, to: 600, html: '<b>drawer</b>' },
      { from: 600, to: 1500, html: '<b>rail</b>' },
      { from: 1500, to: Infinity, html: '<b>sider</b>' },
    ]);
    expect(asked).toEqual([1024, 320, 600, 900, 1500]);
    expect(css).toEqual({ a: '.a{}', g: 'body{}', b: '.b{}' });
    expect(globals).toEqual(['g']);
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

describe('screenMarkup and shellHtml', () => {
  it("shows each variant in its range of widths only, with the rules apart from Emotion's", () => {
    const { html, css, emotion } = screenMarkup({
      variants: [
        { from: 0, to: 600, html: '<i>1</i>' },
        { from: 600, to: Infinity, html: '<i>2</i>' },
      ],
      css: { x: '.css-x{}' },
      globals: [],
    });
    expect(html).toBe('<div data-fp-w="0"><i>1</i></div><div data-fp-w="1"><i>2</i></div>');
    expect(css).toContain('@media (max-width:599.98px){[data-fp-w="0"]{display:contents}}');
    expect(css).toContain('@media (min-width:600px){[data-fp-w="1"]{display:contents}}');
    expect(css).not.toContain('.css-x');
    expect(emotion).toBe('<style data-emotion="css x">.css-x{}</style>');
    const one = screenMarkup({
      variants: [{ from: 0, to: Infinity, html: '<i>1</i>' }],
      css: {},
      globals: [],
    });
    expect(one).toEqual({ html: '<i>1</i>', css: '', emotion: '' });
  });

  it('puts the screen into the empty root and its CSS into <head>, the page otherwise as it is', () => {
    const emotion = '<style data-emotion="css c">.css-c{}</style>';
    const page = shellHtml(PAGE, { html: '<main>Sign in</main>', css: '[data-fp-w]{}', emotion });
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(page).toContain(`<style data-fp-screen>[data-fp-w]{}</style>${emotion}\n  </head>`);
    expect(page).toContain(
      '<div id="root"><div id="fp-screen" style="display:contents" inert><main>Sign in</main></div></div>',
    );
    expect(shellHtml(PAGE, { html: '', css: '', emotion })).not.toContain('data-fp-screen');
  });
});

describe('builtAssetUrls', () => {
  it("points the SSR server's /node_modules font at the file the build emitted, and leaves the rest", () => {
    const files = ['assets/index-abc.js', 'assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2'];
    const markup =
      '@font-face{src:url(/node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2) format("woff2")}' +
      '<img src="/node_modules/pkg/files/unknown.png">';
    expect(builtAssetUrls(markup, files)).toBe(
      '@font-face{src:url(/assets/plus-jakarta-sans-latin-wght-normal-eXO_dkmS.woff2) format("woff2")}' +
        '<img src="/node_modules/pkg/files/unknown.png">',
    );
  });
});
