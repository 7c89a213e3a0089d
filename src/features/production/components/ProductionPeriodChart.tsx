import { Box } from '@mui/material';
import { PERIOD_MAX_DAYS, PRODUCTION_PERIOD } from '../constants';

const ROW = 36;
const LABEL = 72;
const WIDTH = 360;
const AXIS = 24;

/** Spec 3 §2.3: the production period (Design, Make, Deliver) on a 1 to 4 day scale, as a small SVG. */
export function ProductionPeriodChart() {
  const plot = WIDTH - LABEL - 12;
  const x = (days: number) => LABEL + (days / PERIOD_MAX_DAYS) * plot;
  const height = PRODUCTION_PERIOD.length * ROW + AXIS;
  const summary = PRODUCTION_PERIOD.map((p) => `${p.phase} ${p.days} ${p.days === 1 ? 'day' : 'days'}`).join(
    ', ',
  );
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`Production period: ${summary}`}
        sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
      >
        {[1, 2, 3, 4].map((d) => (
          <g key={d}>
            <line x1={x(d)} x2={x(d)} y1={0} y2={height - AXIS} stroke="#d9d9d9" />
            <text x={x(d)} y={height - 6} fontSize="12" textAnchor="middle" fill="#595959">
              {d}d
            </text>
          </g>
        ))}
        {PRODUCTION_PERIOD.map((p, i) => (
          <g key={p.phase}>
            <text x={0} y={i * ROW + ROW / 2 + 4} fontSize="13" fill="#262626">
              {p.phase}
            </text>
            <rect
              x={LABEL}
              y={i * ROW + 8}
              width={x(p.days) - LABEL}
              height={ROW - 16}
              rx={4}
              fill="#1677ff"
            />
          </g>
        ))}
      </Box>
      <Box component="figcaption" sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>
        Production period (days)
      </Box>
    </Box>
  );
}
