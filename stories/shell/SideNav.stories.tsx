import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { SideNav } from '@/features/shell/components/SideNav';

const noop = () => undefined;

const meta = {
  title: 'Shared/Shell/SideNav',
  component: SideNav,
  args: { collapsed: false, onHome: noop, onSignOut: noop, signingOut: false },
  parameters: { route: { path: '*', url: '/tools/info/12' }, signedIn: true },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The demo user: e-mail, balance and the Inspiration item lit by /tools/info. 'Pre-production & Presale' (the
 * spec's 'Presal', corrected: docs/spec-texts.md) fits on one line.
 */
export const ExpandedSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Pre-production & Presale' });
    const label = link.querySelector('.MuiListItemText-primary')!;
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    // Within its row, not spilling past the highlight.
    await expect(label.getBoundingClientRect().left + label.scrollWidth).toBeLessThanOrEqual(
      link.getBoundingClientRect().right,
    );
  },
};

export const CollapsedSignedIn: Story = { args: { collapsed: true } };

/** Visitors see Log In / Sign Up; Create, Collection and Lab ask for the terms agreement first. */
export const Visitor: Story = { parameters: { signedIn: false, route: { path: '*', url: '/' } } };

export const CollapsedVisitor: Story = {
  args: { collapsed: true },
  parameters: { signedIn: false, route: { path: '*', url: '/' } },
};

/** Running tasks on every Create item (counts from countTaskInProgress types 1, 2, 3). */
export const WithRunningTasks: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/image/countTaskInProgress', ({ request }) => {
          const type = Number(new URL(request.url).searchParams.get('type'));
          return HttpResponse.json({ code: 0, message: 'success', data: type * 2 });
        }),
      ],
    },
  },
};

/** /modeling/* is highlighted under Fashion Style. */
export const ModelingHighlighted: Story = {
  parameters: { route: { path: '*', url: '/modeling/content/3' } },
};
