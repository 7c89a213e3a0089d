import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { ADMIN_ACCESS_TOKEN } from '../../mocks/db/seed';
import { writeCookie } from '../../src/utils/cookies';

/**
 * Admin stories run as the operator: the shell signs the demo user in, this decorator (rendered
 * inside it, before any query starts) swaps in the admin account's token.
 */
export const asAdmin: Decorator = (Story) => {
  writeCookie('accessToken', ADMIN_ACCESS_TOKEN);
  return <Story />;
};

/** The admin layout's padding around a section (its `main` landmark is the layout's, parameters.appShell). */
export const SectionFrame = ({ children }: { children: ReactNode }) => (
  <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
);

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'success', data });

/** An empty page of a paged list (`{ list, current, pageSize, total }`). */
export const emptyPage = (path: string) =>
  http.get(`*${path}`, () => ok({ list: [], current: 1, pageSize: 20, total: 0 }));

/** An empty array answer. */
export const emptyList = (path: string) => http.get(`*${path}`, () => ok([]));

/** A call that fails with the contract's error envelope. */
export const failing = (path: string) =>
  http.get(`*${path}`, () =>
    HttpResponse.json({ code: 500, message: 'Server error', data: null }, { status: 500 }),
  );

/** A play function that waits until the section shows `text` (a row, a card or a state message). */
export const shows =
  (text: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const found = await within(canvasElement).findAllByText(text, {}, { timeout: 15_000 });
    await expect(found.length).toBeGreaterThan(0);
  };
