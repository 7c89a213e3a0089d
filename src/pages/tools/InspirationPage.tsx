import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { GenerateForm, HistoryList, parsePrefill } from '@/features/inspiration';
import { neutral, radius } from '@/theme/tokens';

const PREFILL_KEYS = ['prompt', 'image_id', 'url', 'ar', 'isEdit', 'opt_image_id', 'category_child_id'];

/** Spec 2 §2 `/tools/inspiration`: the history on the left, the generation form on the right. */
export default function InspirationPage() {
  const [params] = useSearchParams();
  const reset = params.get('reset') === 'true';
  // Only the prefill parameters count: a new ReCreate link while the page is open refills the form.
  const prefillQuery = new URLSearchParams(
    PREFILL_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key) ?? '']] : [])),
  ).toString();
  const prefill = useMemo(() => parsePrefill(new URLSearchParams(prefillQuery)), [prefillQuery]);

  return (
    // `minmax(0, …)`: a track never grows to its content's widest line (a no-wrap prompt made a phone's page
    // 1,118 px wide and pushed the form off screen).
    <ToolPageFrame
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
        gap: { md: 2 },
        p: { md: 2 },
      }}
    >
      {/* The results are the canvas; the form is the compact panel beside it (issue 43). */}
      <Box
        sx={{
          minHeight: 0,
          order: { xs: 2, md: 1 },
          bgcolor: { md: neutral[100] },
          borderRadius: { md: `${radius.lg}px` },
        }}
      >
        <HistoryList reset={reset} />
      </Box>
      <Box
        sx={{
          minWidth: 0,
          minHeight: 0,
          order: { xs: 1, md: 2 },
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <GenerateForm key={prefillQuery} prefill={prefill} />
      </Box>
    </ToolPageFrame>
  );
}
