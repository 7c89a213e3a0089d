import { useRef } from 'react';
import { styled } from '@mui/material/styles';
import { ACCESSIBLE_BLUE, ACCESSIBLE_BLUE_HOVER } from '@/theme/customizations/accessibleBlue';
import { useOnScreen } from '@/hooks/useOnScreen';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import { LikeButton } from './LikeButton';

export interface ImageCardProps {
  /** Name of the image, used for the alt text and the controls' names. */
  title: string;
  imageSrc: string;
  /** Present only when this card should play its video; it still waits until the card is on screen. */
  videoSrc?: string;
  liked: boolean;
  likeCount: number;
  likePending?: boolean;
  /**
   * On screen when the page opens: its picture is fetched at once and ahead of others (it is the page's
   * largest paint), instead of waiting for lazy loading to see it.
   */
  priority?: boolean;
  actionLabel: string;
  onOpen: () => void;
  onLike: () => void;
  onAction: () => void;
}

// Static styled parts: a windowed feed mounts cards continuously while scrolling, and styles that
// never change per instance are serialised once instead of on every mount.
const Root = styled('div')({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: '#212121',
});

const OpenButton = styled('button')({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #1677ff', outlineOffset: -2 },
  '& img, & video': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const Controls = styled('div')({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: 8,
  background: 'linear-gradient(transparent, rgba(0,0,0,0.55))',
  // Fully opaque: translucent controls let the picture through and took the buttons' text below 4.5:1.
  opacity: 1,
});

const ActionButton = styled('button')(({ theme }) => ({
  padding: '4px 12px',
  border: 0,
  borderRadius: 999,
  // White on the accessible blue (5.9:1) rather than the brand blue (4.0:1).
  background: ACCESSIBLE_BLUE,
  color: theme.palette.primary.contrastText,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: ACCESSIBLE_BLUE_HOVER },
  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
}));

/**
 * Hands a removed video's decoder and buffers back at once. A detached <video> otherwise keeps its media
 * player until garbage collection, and tearing players down there made the collector's pause the longest
 * task of a feed scroll (Chromium runs media elements' pre-finalizers inside the atomic pause).
 */
function releaseOnRemoval(video: HTMLVideoElement | null) {
  if (!video) return undefined;
  return () => {
    // Never loaded (or no media stack, as in jsdom): nothing to give back.
    if (video.networkState === HTMLMediaElement.NETWORK_EMPTY) return;
    video.pause();
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * One feed card. It fills the box its parent reserved, so the image loading never changes the layout;
 * the controls sit on top of the picture.
 */
export function ImageCard(props: ImageCardProps) {
  const { title, imageSrc, videoSrc, liked, likeCount, likePending, actionLabel } = props;
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const wantsVideo = Boolean(videoSrc) && !reducedMotion;
  const playVideo = useOnScreen(ref, wantsVideo) && wantsVideo;
  return (
    <Root ref={ref}>
      <OpenButton type="button" onClick={props.onOpen} aria-label={`Open ${title}`}>
        {playVideo ? (
          <video
            ref={releaseOnRemoval}
            src={videoSrc}
            poster={imageSrc}
            autoPlay
            muted
            loop
            playsInline
            aria-label={title}
          />
        ) : (
          <img
            src={imageSrc}
            alt={title}
            loading={props.priority ? 'eager' : 'lazy'}
            fetchPriority={props.priority ? 'high' : 'auto'}
            decoding="async"
          />
        )}
      </OpenButton>
      <Controls className="card-controls">
        <LikeButton
          liked={liked}
          count={likeCount}
          pending={likePending}
          onToggle={props.onLike}
          subject={title}
        />
        <ActionButton type="button" onClick={props.onAction} aria-label={`${actionLabel} ${title}`}>
          {actionLabel}
        </ActionButton>
      </Controls>
    </Root>
  );
}
