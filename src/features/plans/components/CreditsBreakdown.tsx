import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetFunctionPointsQuery, useGetPointsQuery } from '@/api/endpoints';
import type { FunctionKey } from '@/api/types';
import { BREAKDOWN_KEYS } from '../constants';
import { formatNumber } from '@/i18n/format';
import type { PlanTexts } from '../dictionary';

function CostRow({ functionKey, texts }: { functionKey: FunctionKey; texts: PlanTexts }) {
  const { data } = useGetFunctionPointsQuery(functionKey);
  return (
    <Stack component="li" direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2">{texts.functionNames[functionKey]}</Typography>
      <Typography variant="body2" color="textSecondary">
        {data === undefined ? '…' : texts.perGeneration(data)}
      </Typography>
    </Stack>
  );
}

/** The credits breakdown the balance opens (spec 1 §3, issue 10): left, granted, and what each function costs. */
export function CreditsBreakdown({ texts }: { texts: PlanTexts }) {
  const { data, isLoading } = useGetPointsQuery();
  return (
    <Card variant="outlined" component="section" aria-labelledby="credits-title" id="credits">
      {/* The balance beside what each function costs: the panel's width is used, not half of it left empty. */}
      <CardContent
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.5fr)' },
          p: { xs: 2.5, md: 3 },
        }}
      >
        <div>
          <Typography id="credits-title" variant="sectionTitle" component="h2" gutterBottom>
            {texts.credits}
          </Typography>
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
            <div>
              <Typography variant="body2" color="textSecondary">
                {texts.creditsLeft}
              </Typography>
              <Typography variant="pageTitle" component="p" data-testid="credits-left">
                {isLoading || !data ? <Skeleton width={60} /> : formatNumber(data.points, texts.locale)}
              </Typography>
            </div>
            <div>
              <Typography variant="body2" color="textSecondary">
                {texts.creditsTotal}
              </Typography>
              <Typography variant="pageTitle" component="p">
                {isLoading || !data ? <Skeleton width={60} /> : formatNumber(data.total, texts.locale)}
              </Typography>
            </div>
          </Stack>
        </div>
        <div>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {texts.costs}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {BREAKDOWN_KEYS.map((key) => (
              <CostRow key={key} functionKey={key} texts={texts} />
            ))}
          </Stack>
        </div>
      </CardContent>
    </Card>
  );
}
