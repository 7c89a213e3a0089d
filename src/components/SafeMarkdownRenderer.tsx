import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import Box from '@mui/material/Box';

/**
 * Spec 1 §5 link rule. react-markdown's `defaultUrlTransform` keeps exactly http, https, irc, ircs,
 * mailto, xmpp and relative URLs and empties every other address (javascript:, data:, vbscript:, …).
 * It runs on the parsed URL, after character references are decoded, so `&#106;avascript:` is caught
 * too; the XSS table in SafeMarkdown.test.tsx pins this down.
 */
export const safeUrl = defaultUrlTransform;

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

function Link({
  href,
  children,
  node: _node,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  const external = isExternal(href);
  return (
    <a
      {...rest}
      href={href}
      // Off-site links open in a new tab and must not get a handle on this window.
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  );
}

function Image({ src, alt, node: _node, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { node?: unknown }) {
  if (!src || typeof src !== 'string') return alt ? <span>{alt}</span> : null;
  return (
    <img {...rest} src={src} alt={alt ?? ''} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
  );
}

const components: Components = { a: Link, img: Image };

export default function SafeMarkdownRenderer({
  children,
  className,
}: {
  children: string;
  className?: string;
}) {
  return (
    <Box
      className={className}
      data-testid="safe-markdown"
      // Server text is content, not interface text: translators (and the 中文 check) leave it as written.
      translate="no"
      sx={{
        wordBreak: 'break-word',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& pre': { overflowX: 'auto' },
        '& > :first-of-type': { mt: 0 },
      }}
    >
      {/* No rehype-raw: raw HTML reaches the renderer as text nodes and is shown literally. */}
      <Markdown urlTransform={safeUrl} skipHtml={false} components={components}>
        {children}
      </Markdown>
    </Box>
  );
}
