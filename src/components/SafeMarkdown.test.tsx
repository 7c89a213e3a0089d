import { render, screen } from '@testing-library/react';
import { SafeMarkdown } from './SafeMarkdown';

async function renderMarkdown(text: string) {
  const view = render(<SafeMarkdown>{text}</SafeMarkdown>);
  // The renderer is a lazy chunk; wait until it replaced the skeleton.
  await screen.findByTestId('safe-markdown');
  return view.container;
}

/** Everything an attacker could use to run script from a description. */
function assertInert(container: HTMLElement) {
  expect(container.querySelector('script, iframe, object, embed, svg, style')).toBeNull();
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(attribute.name)) {
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript|file):/i);
      }
    }
  }
}

describe('SafeMarkdown', () => {
  // Transforming the Markdown parser takes a while on the first import; do it outside the timed waits.
  beforeAll(() => import('./SafeMarkdownRenderer'));

  const xss: [string, string][] = [
    ['javascript: link', '[click](javascript:alert(1))'],
    ['upper-case scheme', '[click](JAVASCRIPT:alert(1))'],
    ['data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript: link', '[click](vbscript:msgbox(1))'],
    ['entity-encoded scheme', '[click](&#106;avascript:alert(1))'],
    ['hex entity scheme', '[click](&#x6A;avascript&#x3A;alert(1))'],
    ['named-entity colon', '[click](javascript&colon;alert(1))'],
    ['tab inside the scheme', '[click](java&#9;script:alert(1))'],
    ['reference link', '[click][x]\n\n[x]: javascript:alert(1)'],
    ['autolink', '<javascript:alert(1)>'],
    ['script tag', '<script>alert(1)</script>'],
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['raw anchor', '<a href="javascript:alert(1)">click</a>'],
    ['svg onload', '<svg onload=alert(1)></svg>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['markdown image with javascript src', '![x](javascript:alert(1))'],
    ['markdown image with data src', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['style tag', '<style>body{display:none}</style>'],
  ];

  it.each(xss)('%s cannot run script', async (_name, payload) => {
    const container = await renderMarkdown(payload);
    assertInert(container);
  });

  it('empties links with other schemes and keeps the text', async () => {
    const container = await renderMarkdown('[bad](javascript:alert(1)) and [ftp](ftp://host/file)');
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect(container.querySelectorAll('a[href^="javascript"], a[href^="ftp"]')).toHaveLength(0);
  });

  it.each([
    ['http', 'http://example.com/a'],
    ['https', 'https://example.com/a'],
    ['irc', 'irc://irc.example.com/chan'],
    ['ircs', 'ircs://irc.example.com/chan'],
    ['mailto', 'mailto:someone@example.com'],
    ['xmpp', 'xmpp:someone@example.com'],
    ['relative path', '/image/detail?image_id=3'],
    ['relative file', 'guide.md'],
    ['fragment', '#top'],
  ])('keeps %s links', async (_name, href) => {
    await renderMarkdown(`[go](${href})`);
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', href);
  });

  it('opens off-site links in a new tab with rel="noopener noreferrer", relative ones in place', async () => {
    await renderMarkdown('[out](https://example.com) [in](/terms)');
    const out = screen.getByRole('link', { name: 'out' });
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'in' })).not.toHaveAttribute('target');
  });

  it('shows raw HTML as literal text instead of dropping it', async () => {
    const container = await renderMarkdown('Hello <b>bold</b> <script>alert(1)</script>');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>');
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders ordinary Markdown', async () => {
    await renderMarkdown('# Title\n\n- **one**\n- two');
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing for empty text', () => {
    const { container } = render(<SafeMarkdown>{''}</SafeMarkdown>);
    expect(container).toBeEmptyDOMElement();
  });
});
