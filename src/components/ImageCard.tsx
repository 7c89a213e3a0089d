import { useRef } from 'react';
import { Box, Button, ButtonBase } from '@mui/material';
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
  actionLabel: string;
  onOpen: () => void;
  onLike: () => void;
  onAction: () => void;
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
  const onScreen = useOnScreen(ref, wantsVideo);
  const playVideo = wantsVideo && onScreen;
  return (
    <Box
      ref={ref}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        bgcolor: 'grey.900',
        '&:hover .card-controls, &:focus-within .card-controls': { opacity: 1 },
      }}
    >
      <ButtonBase
        onClick={props.onOpen}
        aria-label={`Open ${title}`}
        disableRipple
        sx={{
          display: 'block',
          width: '100%',
          height: '100%',
          '&.Mui-focusVisible': { outline: '2px solid #1677ff' },
        }}
      >
        {playVideo ? (
          <Box
            component="video"
            src={videoSrc}
            poster={imageSrc}
            autoPlay
            muted
            loop
            playsInline
            aria-label={title}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box
            component="img"
            src={imageSrc}
            alt={title}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </ButtonBase>
      <Box
        className="card-controls"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          p: 1,
          background: 'linear-gradient(transparent, rgba(0,0,0,0.55))',
          opacity: { xs: 1, md: 0.85 },
          transition: 'opacity 150ms',
        }}
      >
        <LikeButton
          liked={liked}
          count={likeCount}
          pending={likePending}
          onToggle={props.onLike}
          subject={title}
        />
        <Button
          size="small"
          variant="contained"
          disableRipple
          onClick={props.onAction}
          aria-label={`${actionLabel} ${title}`}
          sx={{ borderRadius: 999, px: 1.5, minWidth: 0 }}
        >
          {actionLabel}
        </Button>
      </Box>
    </Box>
  );
}
