import { accent } from '@/theme/tokens';
import Box from '@mui/material/Box';
import { PERIOD_MAX_DAYS, PRODUCTION_PERIOD } from '../constants';
import { useProductionT } from '../i18n';
import { periodPhases } from '../utils';

const ROW = 36;
const LABEL = 72;
const WIDTH = 360;
const AXIS = 24;

/**
 * Spec 3 §2.3: the production period on a 1 to 4 day scale, as a small Gantt chart — Design, then Make, then
 * Deliver, each bar starting where the one before ends.
 */
export function ProductionPeriodChart() {
  const t = useProductionT();
  const plot = WIDTH - LABEL - 12;
  const x = (days: number) => LABEL + (days / PERIOD_MAX_DAYS) * plot;
  const height = PRODUCTION_PERIOD.length * ROW + AXIS;
  const phases = periodPhases(PRODUCTION_PERIOD).map((p) => ({
    ...p,
    name: t(`production.period.${p.phase}`),
  }));
  const summary = phases
    .map((p) =>
      t('production.period.phase', {
        phase: p.name,
        days: t('production.period.days', { count: p.days, start: p.start + 1, end: p.end }),
      }),
    )
    .join(t.language === 'zh' ? '，' : ', ');
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={t('production.period.label', { summary })}
        sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
      >
        {Array.from({ length: PERIOD_MAX_DAYS + 1 }, (_, d) => (
          <g key={d}>
            <line x1={x(d)} x2={x(d)} y1={0} y2={height - AXIS} stroke="#d9d9d9" />
            {d > 0 && (
              <text x={x(d - 0.5)} y={height - 6} fontSize="12" textAnchor="middle" fill="#595959">
                {t('production.period.day', { day: d })}
              </text>
            )}
          </g>
        ))}
        {phases.map((p, i) => (
          <g key={p.phase} data-phase={p.name} data-start={p.start} data-end={p.end}>
            <text x={0} y={i * ROW + ROW / 2 + 4} fontSize="13" fill="#262626">
              {p.name}
            </text>
            <rect
              x={x(p.start)}
              y={i * ROW + 8}
              width={x(p.end) - x(p.start)}
              height={ROW - 16}
              rx={4}
              fill={accent.main}
            />
          </g>
        ))}
      </Box>
      <Box component="figcaption" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
        {t('production.period.caption')}
      </Box>
    </Box>
  );
}
