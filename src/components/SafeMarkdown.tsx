import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

export interface SafeMarkdownProps {
  /** Server text (prompt, description); never trusted. */
  children: string | null | undefined;
  className?: string;
}

// react-markdown and its parser stay in their own chunk, out of the initial JS of every route.
const SafeMarkdownRenderer = lazy(() => import('./SafeMarkdownRenderer'));

/**
 * The one place server text becomes markup (DESIGN.md §9, spec 1 §5). Links survive only for http,
 * https, irc, ircs, mailto, xmpp or relative addresses; raw HTML is shown as text; nothing executes. The text is
 * marked `translate="no"`: what the backend or a user wrote, not the interface.
 */
export function SafeMarkdown({ children, className }: SafeMarkdownProps) {
  if (!children) return null;
  return (
    <Suspense
      fallback={
        <Box aria-busy="true" className={className}>
          <Skeleton width="90%" />
          <Skeleton width="70%" />
        </Box>
      }
    >
      <SafeMarkdownRenderer className={className}>{children}</SafeMarkdownRenderer>
    </Suspense>
  );
}
