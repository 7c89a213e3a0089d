import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { config } from '@/config/env';
import type { TelemetryEvent } from '@/utils/telemetryClient';
import { clearTelemetry, onTelemetry, receivedTelemetry } from '../engine/telemetry';
import { SCENARIO_NAMES } from '../scenarios';
import {
  getSettings,
  isOrderStatusMode,
  onSettingsChange,
  ORDER_STATUS_MODES,
  updateSettings,
  type MockSettings,
} from '../settings';

const OPEN_KEY = 'mock-controls-open';
const telemetryUrl = config.telemetryUrl;

const SCENARIO_LABELS: Record<string, string> = {
  default: 'Normal backend',
  outOfCredits: 'Out of credits',
  slowNetwork: 'Slow network (+2–4 s)',
  taskFails: 'Generations fail',
  emptyGallery: 'Empty gallery',
  emptyLists: 'Every list empty',
  serverError: 'Server errors (500)',
  bigGallery: 'Big gallery (5,000 images)',
};

const ORDER_STATUS_LABELS: Record<MockSettings['orderStatus'], string> = {
  normal: 'Answer normally',
  fail: 'Fail (500)',
  hang: 'Never answer',
};

/** One line per report: what, the figure or the failure, and the route it came from. */
export function describeReport(event: TelemetryEvent): string {
  switch (event.type) {
    case 'vital':
      return `${event.name} ${event.name === 'CLS' ? event.value : `${event.value} ms`} (${event.rating}) · ${event.route}`;
    case 'error':
      return `${event.kind === 'rejection' ? 'Rejection' : 'Error'}: ${event.message}${event.count > 1 ? ` ×${event.count}` : ''} · ${event.route}`;
    case 'request':
      return `${event.method} ${event.path} → ${event.status || 'no answer'}${event.code > 0 && event.code !== event.status ? ` (code ${event.code})` : ''} · ${event.route}`;
  }
}

/** The beacons the mock's /api/telemetry took (newest first), kept in step with new ones. */
function useTelemetryReports(): TelemetryEvent[] {
  const read = () =>
    receivedTelemetry()
      .flatMap((received) => received.batch.events)
      .reverse();
  const [events, setEvents] = useState(read);
  useEffect(() => onTelemetry(() => setEvents(read())), []);
  return events;
}

const SHOWN_REPORTS = 5;

export interface MockControlsProps {
  /** Start expanded (Storybook); otherwise the last state is remembered. */
  defaultOpen?: boolean;
  /** Called by "Reset data"; the browser default reloads with `?mock=reset`. */
  onReset?: () => void;
}

function readOpen(defaultOpen?: boolean): boolean {
  if (defaultOpen !== undefined) return defaultOpen;
  try {
    return localStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

function resetInBrowser() {
  const url = new URL(window.location.href);
  url.searchParams.set('mock', 'reset');
  window.location.assign(url.toString());
}

/**
 * True while one of the app's dialogs is open (MUI mounts each in a portal under <body>). The collapsed chip then
 * steps aside: on a phone every dialog is full screen, and the chip in its corner covered the Pay button.
 */
function useAppDialogOpen(own: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () =>
      setOpen(
        [...document.querySelectorAll('[role="dialog"]')].some((dialog) => !own.current?.contains(dialog)),
      );
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [own]);
  return open;
}

/**
 * Small panel, shown only in mock mode, to rehearse slow and failing backends. A developer tool: English in every
 * language of the app, declared `lang="en"` (docs/decisions/0006-i18n.md).
 */
export function MockControls({ defaultOpen, onReset = resetInBrowser }: MockControlsProps) {
  const [open, setOpen] = useState(() => readOpen(defaultOpen));
  const [settings, setSettings] = useState<MockSettings>(() => ({ ...getSettings() }));
  const panelId = useId();
  const scenarioLabel = useId();
  const orderLabel = useId();
  const root = useRef<HTMLDivElement>(null);
  const dialogOpen = useAppDialogOpen(root);
  const reports = useTelemetryReports();

  useEffect(
    () => onSettingsChange((s) => setSettings({ ...s, latency: [...s.latency] as [number, number] })),
    [],
  );

  const toggle = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(OPEN_KEY, next ? '1' : '0');
    } catch {
      // Storage unavailable: the panel just forgets its state.
    }
  };

  const altered =
    settings.scenario !== 'default' || settings.failRate > 0 || settings.orderStatus !== 'normal';

  // Out of a dialog's way: the chip hides while one is open (the dialog holds the focus anyway); an expanded
  // panel, opened on purpose, stays.
  if (dialogOpen && !open) return null;

  return (
    // The developer's panel, not the product: English whatever the app's language (`lang` says so).
    <Box
      ref={root}
      lang="en"
      sx={{ position: 'fixed', right: 12, bottom: 12, zIndex: 20000, fontFamily: 'system-ui, sans-serif' }}
    >
      {!open ? (
        <Chip
          color={altered ? 'warning' : 'default'}
          label={
            settings.scenario === 'default'
              ? 'Mock backend'
              : `Mock: ${SCENARIO_LABELS[settings.scenario] ?? settings.scenario}`
          }
          onClick={() => toggle(true)}
          aria-expanded={false}
          aria-controls={panelId}
          // The warning colour brings its own background, with a dark label: white on that orange is 3.1:1, which
          // axe's contrast check (every journey's a11y guard) refused in the fault journeys.
          sx={{
            boxShadow: 3,
            ...(altered ? { color: 'common.black' } : { bgcolor: 'background.paper' }),
          }}
        />
      ) : (
        <Paper
          id={panelId}
          role="region"
          aria-label="Mock backend controls"
          elevation={8}
          sx={{
            p: 2,
            width: 300,
            maxWidth: 'calc(100vw - 24px)',
            maxHeight: 'calc(100vh - 24px)',
            overflowY: 'auto',
          }}
        >
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" component="h2">
              Mock backend
            </Typography>
            <IconButton size="small" aria-label="Collapse mock controls" onClick={() => toggle(false)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1.5 }}>
            Demo account: demo@example.com / Demo1234!
          </Typography>

          <Typography id={`${panelId}-latency`} variant="body2" gutterBottom>
            Latency: {settings.latency[0]}–{settings.latency[1]} ms
          </Typography>
          <Slider
            getAriaLabel={(i) => (i === 0 ? 'Minimum latency' : 'Maximum latency')}
            value={settings.latency}
            min={0}
            max={5000}
            step={50}
            size="small"
            onChange={(_, value) => updateSettings({ latency: value as [number, number] })}
          />

          <Typography id={`${panelId}-fail`} variant="body2" gutterBottom>
            Failure rate: {Math.round(settings.failRate * 100)} %
          </Typography>
          <Slider
            aria-label="Failure rate"
            value={Math.round(settings.failRate * 100)}
            min={0}
            max={100}
            step={5}
            size="small"
            onChange={(_, value) => updateSettings({ failRate: (value as number) / 100 })}
          />

          <FormControl fullWidth size="small" sx={{ mt: 1.5 }}>
            <InputLabel id={scenarioLabel}>Scenario</InputLabel>
            <Select
              labelId={scenarioLabel}
              label="Scenario"
              value={settings.scenario}
              onChange={(event) => updateSettings({ scenario: String(event.target.value) })}
              MenuProps={{ sx: { zIndex: 20001 } }}
            >
              {SCENARIO_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {SCENARIO_LABELS[name] ?? name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>

          <FormControl fullWidth size="small" sx={{ mt: 1.5 }}>
            <InputLabel id={orderLabel}>Order status queries</InputLabel>
            <Select
              labelId={orderLabel}
              label="Order status queries"
              value={settings.orderStatus}
              onChange={(event) => {
                if (isOrderStatusMode(event.target.value))
                  updateSettings({ orderStatus: event.target.value });
              }}
              MenuProps={{ sx: { zIndex: 20001 } }}
            >
              {ORDER_STATUS_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {ORDER_STATUS_LABELS[mode]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>

          <TextField
            fullWidth
            size="small"
            type="number"
            label="Review delay (ms)"
            sx={{ mt: 1.5 }}
            value={settings.reviewMs}
            slotProps={{ htmlInput: { min: 0, step: 1000 } }}
            onChange={(event) => updateSettings({ reviewMs: Number(event.target.value) })}
          />

          <Stack
            direction="row"
            component="section"
            aria-labelledby={`${panelId}-telemetry`}
            sx={{ mt: 2, alignItems: 'baseline', justifyContent: 'space-between' }}
          >
            <Typography id={`${panelId}-telemetry`} variant="body2" component="h3">
              Telemetry: {reports.length} {reports.length === 1 ? 'report' : 'reports'}
            </Typography>
            {reports.length > 0 && (
              <Button
                size="small"
                color="inherit"
                onClick={clearTelemetry}
                aria-label="Clear telemetry reports"
              >
                Clear
              </Button>
            )}
          </Stack>
          {reports.length === 0 ? (
            <Typography variant="caption" color="textSecondary" component="p">
              {telemetryUrl
                ? 'Web vitals, errors and failed calls appear here when the page is hidden, after 5 s, or every 20.'
                : 'Off: VITE_TELEMETRY_URL is empty in this build.'}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Latest telemetry reports"
              sx={{ m: 0, pl: 2, typography: 'caption', wordBreak: 'break-word' }}
            >
              {reports.slice(0, SHOWN_REPORTS).map((event, index) => (
                <li key={index}>{describeReport(event)}</li>
              ))}
            </Box>
          )}

          <Button fullWidth variant="outlined" color="error" size="small" sx={{ mt: 2 }} onClick={onReset}>
            Reset data to the seed
          </Button>
        </Paper>
      )}
    </Box>
  );
}
