import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { VipPlan } from '@/api/types';
import { ENLARGED_LEVELS, FREE_PLAN_ROUTE } from '../constants';
import type { PlanTexts } from '../dictionary';
import { priceView, type PlanOffer } from '../planMath';
import { paths } from '@/utils/paths';

export interface PlanCardProps {
  plan: VipPlan;
  offer: PlanOffer;
  current: boolean;
  texts: PlanTexts;
  checking?: boolean;
  onBuy: (plan: VipPlan) => void;
}

function Price({ plan, texts }: { plan: VipPlan; texts: PlanTexts }) {
  const view = priceView(plan, texts.locale);
  if (view.kind !== 'paid') {
    return (
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {view.kind === 'free' ? texts.free : texts.advisor}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
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

function Action({ plan, offer, texts, checking, onBuy }: Omit<PlanCardProps, 'current'>) {
  if (offer === 'free') {
    return (
      <Button component={RouterLink} to={FREE_PLAN_ROUTE} variant="outlined" fullWidth>
        {plan.button || texts.startFree}
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

/**
 * One plan (spec 3 §2.7): name, description, price, button, features with a tick or a cross. Memoised: an
 * answer that changes one card (the member's level, a check under way) leaves the others as they are.
 */
export const PlanCard = memo(function PlanCard({
  plan,
  offer,
  current,
  texts,
  checking,
  onBuy,
}: PlanCardProps) {
  const enlarged = ENLARGED_LEVELS.includes(plan.level);
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.id}-name`}
      variant="outlined"
      data-enlarged={enlarged || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: current ? 'primary.main' : enlarged ? 'primary.light' : undefined,
        borderWidth: current || enlarged ? 2 : 1,
        transform: { md: enlarged ? 'scale(1.04)' : 'none' },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          {/* The plan's name is the product's (as the backend names it), not interface text. */}
          <Typography id={`plan-${plan.id}-name`} variant="h6" component="h3" translate="no">
            {plan.name}
          </Typography>
          {current && <Chip size="small" color="primary" label={texts.currentPlan} />}
        </Stack>
        {plan.description && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {plan.description}
          </Typography>
        )}
        <Price plan={plan} texts={texts} />
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
          {texts.features}
        </Typography>
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
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Action plan={plan} offer={offer} texts={texts} checking={checking} onBuy={onBuy} />
      </CardActions>
    </Card>
  );
});
