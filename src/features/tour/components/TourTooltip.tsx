import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import type { TooltipRenderProps } from 'react-joyride';
import { TOUR_PRIMARY_COLOR, TOUR_TOOLTIP_WIDTH } from '../constants';
import { useTourT } from '../i18n';

/**
 * The tour's own tooltip (spec 3 §9: 320 px wide, primary colour #1677ff): a named dialog with the
 * step's title and content, Skip (in the user's language), prev, and Next — 'Explore' on the last step.
 * Focus moves to the primary button and Tab stays inside (react-joyride's focus trap).
 */
export function TourTooltip(props: TooltipRenderProps) {
  const { backProps, closeProps, primaryProps, skipProps, step, index, size, isLastStep } = props;
  const t = useTourT();
  const primary = t(isLastStep ? 'tour.last' : 'tour.next');
  const titleId = `tour-step-title-${index}`;
  const contentId = `tour-step-content-${index}`;
  return (
    <Paper
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      data-tour-step={step.id}
      elevation={8}
      sx={{
        width: TOUR_TOOLTIP_WIDTH,
        maxWidth: 'calc(100vw - 16px)',
        boxSizing: 'border-box',
        p: 2,
        position: 'relative',
        borderTop: `4px solid ${TOUR_PRIMARY_COLOR}`,
      }}
    >
      <IconButton {...closeProps} size="small" sx={{ position: 'absolute', top: 6, right: 6 }}>
        <CloseIcon fontSize="small" aria-hidden />
      </IconButton>
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, pr: 4 }}>
        {step.title}
      </Typography>
      <Typography id={contentId} variant="body2" sx={{ mt: 1 }}>
        {step.content}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
        <Typography
          variant="caption"
          color="textSecondary"
          aria-label={t('tour.stepOf', { index: index + 1, size })}
        >
          {index + 1} / {size}
        </Typography>
        {!isLastStep && (
          <Button {...skipProps} size="small" color="inherit">
            {step.locale.skip}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {index > 0 && (
          // Spec 3 §9's locale word 'prev', written like its neighbours 'Skip' and 'Next' (the text stays 'prev').
          <Button {...backProps} size="small" sx={{ textTransform: 'capitalize' }}>
            {step.locale.back}
          </Button>
        )}
        <Button {...primaryProps} aria-label={primary} title={primary} variant="contained" size="small">
          {primary}
        </Button>
      </Box>
    </Paper>
  );
}
