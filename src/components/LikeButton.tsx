import { Box, ButtonBase } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** True while the server has not answered yet: the heart keeps its old state until it does. */
  pending?: boolean;
  onToggle: () => void;
  /** What is liked, for the accessible name ("Like Summer dress"). */
  subject?: string;
  tone?: 'light' | 'dark';
}

/** A heart with its count; it shows the confirmed state only. */
export function LikeButton({ liked, count, pending, onToggle, subject, tone = 'light' }: LikeButtonProps) {
  const Icon = liked ? FavoriteIcon : FavoriteBorderIcon;
  return (
    <ButtonBase
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      disabled={pending}
      disableRipple
      aria-pressed={liked}
      aria-label={subject ? `Like ${subject}` : 'Like'}
      sx={{
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderRadius: 999,
        color: tone === 'light' ? '#fff' : 'text.primary',
        fontSize: 13,
        opacity: pending ? 0.6 : 1,
        '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 1 },
      }}
    >
      <Icon fontSize="small" sx={{ color: liked ? '#ff4d6d' : 'inherit' }} />
      <Box component="span">{count}</Box>
    </ButtonBase>
  );
}
