import type { Meta, StoryObj } from '@storybook/react-vite';
import { MockControls } from '../../mocks/controls/MockControls';
import { clearTelemetry, receiveTelemetry } from '../../mocks/engine/telemetry';

/** The mock-mode panel that sets latency, failure rate and scenario (shown only when the mock backend runs). */
const meta = {
  title: 'Mock backend/Controls panel',
  component: MockControls,
  args: { onReset: () => {} },
} satisfies Meta<typeof MockControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = { args: { defaultOpen: false } };
export const Expanded: Story = { args: { defaultOpen: true } };

/** The telemetry the mock took (VITE_TELEMETRY_URL=/api/telemetry in mock mode): the latest reports, newest first. */
export const WithTelemetryReports: Story = {
  args: { defaultOpen: true },
  beforeEach: () => {
    clearTelemetry();
    receiveTelemetry(
      JSON.stringify({
        v: 1,
        page: 'story001',
        sampleRate: 1,
        events: [
          { type: 'vital', name: 'LCP', value: 1840, rating: 'good', route: '/', at: 2000 },
          { type: 'vital', name: 'CLS', value: 0.004, rating: 'good', route: '/', at: 2010 },
          {
            type: 'request',
            method: 'GET',
            path: '/api/image/info',
            status: 404,
            code: 404,
            route: '/tools/info/42',
            at: 5100,
          },
          {
            type: 'error',
            kind: 'rejection',
            message: 'TypeError: Failed to fetch',
            route: '/space',
            at: 9000,
            count: 2,
          },
        ],
      }),
    );
    return clearTelemetry;
  },
};
