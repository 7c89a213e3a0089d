import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import type { VipPlan } from '@/api/types';
import { ENLARGED_LEVELS, FREE_PLAN_ROUTE } from '../constants';
import type { PlanTexts } from '../dictionary';
import { priceView, type PlanOffer } from '../planMath';
import { paths } from '@/utils/paths';
import { StatusChip } from '@/components/StatusChip';
import { accent, elevation, typeScale } from '@/theme/tokens';

export interface PlanCardProps {
  plan: VipPlan;
  offer: PlanOffer;
  current: boolean;
  /** The one plan the page recommends (the highest enlarged level): badged and drawn in the accent. */
  recommended?: boolean;
  /** The most lines a price of the row takes (`priceLines` in planMath): side by side every price keeps that room. */
  priceLines?: number;
  texts: PlanTexts;
  checking?: boolean;
  onBuy: (plan: VipPlan) => void;
}

/** The room of a price of `lines` lines: the amount in the page title's face at 2rem, then body2 lines (MUI's). */
const priceBlockHeight = (lines: number) =>
  `calc(2rem * ${typeScale.pageTitle.lineHeight} + ${lines - 1} * 0.875rem * 1.43)`;

function Price({ plan, texts }: { plan: VipPlan; texts: PlanTexts }) {
  const view = priceView(plan, texts.locale);
  if (view.kind !== 'paid') {
    // A word, not an amount: the section title's size, so 'Exclusive Advisor' stays on one line in a narrow card.
    return (
      <Typography variant="sectionTitle" component="p" sx={{ fontSize: '1.375rem', lineHeight: '2.1rem' }}>
        {view.kind === 'free' ? texts.free : texts.advisor}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="pageTitle" component="p" sx={{ fontSize: '2rem' }}>
        {view.amount}
        <Typography component="span" variant="body1" color="textSecondary">
          {texts.perMonth}
        </Typography>
      </Typography>
      {view.original && (
        <Typography variant="body2" color="textSecondary" sx={{ textDecoration: 'line-through' }}>
          {texts.was(view.original)}
        </Typography>
      )}
      {view.total && (
        <Typography variant="body2" color="textSecondary">
          {texts.billedYearly(view.total)}
        </Typography>
      )}
    </Box>
  );
}

function Action({ plan, offer, texts, checking, onBuy }: Omit<PlanCardProps, 'current' | 'recommended'>) {
  if (offer === 'free') {
    return (
      <Button component={RouterLink} to={FREE_PLAN_ROUTE} variant="outlined" fullWidth>
        {plan.button || texts.startFree}
      </Button>
    );
  }
  if (offer === 'currentFree') {
    // The card's chip says it is the user's plan; the button still leads to create.
    return (
      <Button component={RouterLink} to={FREE_PLAN_ROUTE} variant="outlined" fullWidth>
        {texts.startCreating}
      </Button>
    );
  }
  if (offer === 'advisor') {
    return (
      <Button component={RouterLink} to={paths.contact()} variant="outlined" fullWidth>
        {plan.button || texts.contact}
      </Button>
    );
  }
  if (offer === 'current') {
    return (
      <Button variant="outlined" fullWidth disabled>
        {texts.currentPlan}
      </Button>
    );
  }
  if (offer === 'lower') {
    return (
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Button variant="outlined" fullWidth disabled aria-describedby={`plan-${plan.id}-lower`}>
          {plan.button || texts.subscribe}
        </Button>
        <Typography id={`plan-${plan.id}-lower`} variant="body2" color="textSecondary">
          {texts.lowerPlan}
        </Typography>
      </Stack>
    );
  }
  return (
    <Button
      variant="contained"
      fullWidth
      disabled={checking}
      onClick={() => onBuy(plan)}
      aria-label={`${plan.button || texts.subscribe}: ${plan.name}`}
    >
      {checking ? texts.checking : plan.button || texts.subscribe}
    </Button>
  );
}

/** The plan's features, each with a tick or a cross. */
function FeatureList({ plan, texts }: Pick<PlanCardProps, 'plan' | 'texts'>) {
  return (
    <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {plan.content.map((feature) => (
        <Stack component="li" key={feature.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {feature.enabled ? (
            <CheckIcon fontSize="small" color="success" titleAccess={texts.included} />
          ) : (
            <CloseIcon fontSize="small" color="disabled" titleAccess={texts.notIncluded} />
          )}
          <Typography variant="body2" color={feature.enabled ? 'textPrimary' : 'textSecondary'}>
            {feature.description}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The band above the card's name: the recommended card's badge. Where cards sit side by side every card keeps the
 * band's height, so names, prices and features line up across the row; stacked on a phone only the recommended card
 * has one (an empty band was a blank).
 */
function RecommendedBand({ recommended, label }: { recommended: boolean; label: string }) {
  return (
    <Box
      sx={{
        minHeight: { xs: recommended ? 28 : 0, sm: 28 },
        px: 2,
        display: 'flex',
        alignItems: 'center',
        bgcolor: recommended ? 'primary.main' : 'transparent',
        color: 'primary.contrastText',
        typography: 'caption',
        fontWeight: 700,
        letterSpacing: '0.04em',
        textTransform: 'uppercase',
      }}
    >
      {recommended && label}
    </Box>
  );
}

/**
 * One plan (spec 3 §2.7): name, description, price, button, features with a tick or a cross. Memoised: an
 * answer that changes one card (the member's level, a check under way) leaves the others as they are.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  offer,
  current,
  recommended = false,
  priceLines = 1,
  texts,
  checking,
  onBuy,
}: PlanCardProps) {
  // Spec 3 §9: levels 2 and 3 are the enlarged cards — raised on paper, with more room, tops still aligned.
  const enlarged = ENLARGED_LEVELS.includes(plan.level);
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.id}-name`}
      variant="outlined"
      data-enlarged={enlarged || undefined}
      data-recommended={recommended || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: enlarged ? 'background.paper' : 'transparent',
        borderColor: recommended ? 'primary.main' : 'divider',
        // The recommended card's second pixel of border is drawn inside (a 2 px border pushed its name, price
        // and button 1 px off the others').
        boxShadow:
          [enlarged && elevation.raised, recommended && `inset 0 0 0 1px ${accent.main}`]
            .filter(Boolean)
            .join(', ') || 'none',
      }}
    >
      <RecommendedBand recommended={recommended} label={texts.recommended} />
      {/* An enlarged card has more room at its sides only: the same top and bottom keep rows and buttons level. */}
      <CardContent sx={{ flexGrow: 1, py: 2.5, px: enlarged ? 3 : 2.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          {/* The plan's name is the product's (as the backend names it), not interface text. */}
          <Typography id={`plan-${plan.id}-name`} variant="sectionTitle" component="h3" translate="no">
            {plan.name}
          </Typography>
          {current && <StatusChip tone="success" label={texts.currentPlan} />}
        </Stack>
        {plan.description && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2, minHeight: { xs: 0, sm: '3em' } }}>
            {plan.description}
          </Typography>
        )}
        {/* Side by side, every price keeps the room of the row's tallest (amount, was, billed yearly): each
            card's features start at the same height (issue 43 §4). */}
        <Box sx={{ minHeight: { xs: 0, sm: priceBlockHeight(priceLines) } }}>
          <Price plan={plan} texts={texts} />
        </Box>
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
          {texts.features}
        </Typography>
        <FeatureList plan={plan} texts={texts} />
      </CardContent>
      <CardActions sx={{ px: enlarged ? 3 : 2.5, pb: 2.5, pt: 0 }}>
        <Action plan={plan} offer={offer} texts={texts} checking={checking} onBuy={onBuy} />
      </CardActions>
    </Card>
  );
});
