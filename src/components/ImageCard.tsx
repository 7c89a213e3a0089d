import { useEffect, useRef, useState } from 'react';
import { styled } from '@mui/material/styles';
import { accent } from '@/theme/tokens';
import { useOnScreen } from '@/hooks/useOnScreen';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import { LikeButton } from './LikeButton';

export interface ImageCardProps {
  /** Name of the image, used for the alt text and the controls' names. */
  title: string;
  imageSrc: string;
  /** The picture at other widths (`url 360w, …`) with the width it is shown at (`sizes`): a narrow card asks for less. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Present only when this card should play its video; it still waits until the card is on screen. */
  videoSrc?: string;
  liked: boolean;
  likeCount: number;
  likePending?: boolean;
  /**
   * On screen when the page opens: its picture is fetched at once instead of waiting for lazy loading to see it —
   * `high`, ahead of others (it is the page's largest paint), or `low` for a card the window's edge cuts, whose
   * picture comes after the whole ones.
   */
  priority?: 'high' | 'low';
  /** Keep the picture back for now (the card shows its plain background): others load first. */
  deferPicture?: boolean;
  /** The picture loaded or failed, or the card switched to its video. */
  onPictureSettled?: () => void;
  actionLabel: string;
  /** The open button's name, in the interface's language and quoting the title ('Open Summer dress'). */
  openLabel: string;
  onOpen: () => void;
  onLike: () => void;
  onAction: () => void;
}

// One styled root per card with its parts styled by class: a windowed feed mounts cards by the dozen when a page
// arrives and while scrolling, and each styled component costs a style serialisation per mount (one per card
// instead of four).
const Root = styled('div')({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: '#212121',
  '& .card-open': {
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${accent.light}`, outlineOffset: -2 },
  },
  '& .card-open img, & .card-open video': {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
  // A picture that could not be shown: the card still shows something, its title on the card's own background.
  '& .card-missing': {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    height: '100%',
    padding: 16,
    paddingBottom: 48,
    color: 'rgba(255,255,255,0.78)',
    fontSize: 14,
    lineHeight: 1.4,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    background: 'linear-gradient(160deg, #2b2b2b, #171717)',
  },
  '& .card-controls': {
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
  },
  '& .card-action': {
    padding: '4px 12px',
    border: 0,
    borderRadius: 999,
    // White on the accent (6.8:1).
    background: accent.main,
    color: '#fff',
    font: 'inherit',
    fontSize: 13,
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: accent.dark },
    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1 },
  },
});

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
  const { onPictureSettled } = props;
  const reducedMotion = usePrefersReducedMotion();
  // What failed to load, by address: a video that fails gives way to its picture, a picture that fails to the title
  // on the card's background — never an empty or broken box (issue 42).
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const fail = (src: string | undefined) => () => {
    if (src) setFailed((before) => new Set(before).add(src));
    onPictureSettled?.();
  };
  const missing = !imageSrc || failed.has(imageSrc);
  const wantsVideo = Boolean(videoSrc) && !reducedMotion && !failed.has(videoSrc!);
  const playVideo = useOnScreen(ref, wantsVideo) && wantsVideo;
  useEffect(() => {
    if (playVideo) onPictureSettled?.();
  }, [playVideo, onPictureSettled]);
  return (
    <Root ref={ref}>
      <button className="card-open" type="button" onClick={props.onOpen} aria-label={props.openLabel}>
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
            translate="no"
            onError={fail(videoSrc)}
          />
        ) : missing ? (
          <span className="card-missing" role="img" aria-label={title} translate="no">
            {title}
          </span>
        ) : props.deferPicture ? (
          // The picture held back (Explore's first screen first): the card reads the same meanwhile, a picture
          // named by its title (content, not interface text), as it will once the <img> is there.
          <span aria-label={title} translate="no" role="img" />
        ) : (
          <img
            srcSet={props.imageSrcSet}
            sizes={props.imageSrcSet ? props.imageSizes : undefined}
            src={imageSrc}
            alt={title}
            translate="no"
            loading={props.priority ? 'eager' : 'lazy'}
            fetchPriority={props.priority ?? 'auto'}
            decoding="async"
            onLoad={onPictureSettled}
            onError={fail(imageSrc)}
          />
        )}
      </button>
      <div className="card-controls">
        <LikeButton
          liked={liked}
          count={likeCount}
          pending={likePending}
          onToggle={props.onLike}
          subject={title}
        />
        <button
          className="card-action"
          type="button"
          onClick={props.onAction}
          aria-label={`${actionLabel} ${title}`}
        >
          {actionLabel}
        </button>
      </div>
    </Root>
  );
}
