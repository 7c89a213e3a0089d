import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useFirstScreenPending } from '@/hooks/useFirstScreenPending';

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
 * marked `translate="no"`: what the backend or a user wrote, not the interface. On a page opened on pictures
 * (image detail) the renderer's chunk waits until they show: text beside a picture is not what the visitor came for.
 */
export function SafeMarkdown({ children, className }: SafeMarkdownProps) {
  const firstScreenPending = useFirstScreenPending();
  if (!children) return null;
  const placeholder = (
    <Box aria-busy="true" className={className}>
      <Skeleton width="90%" />
      <Skeleton width="70%" />
    </Box>
  );
  if (firstScreenPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SafeMarkdownRenderer className={className}>{children}</SafeMarkdownRenderer>
    </Suspense>
  );
}
