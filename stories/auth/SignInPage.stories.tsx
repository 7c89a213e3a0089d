import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import SignInPage from '@/pages/auth/SignInPage';
import { fill, submit } from './formPlay';
import { inChinese, screen } from '../screen';

const meta = {
  title: 'Account/Sign in',
  tags: ['autodocs'],
  component: SignInPage,
  parameters: {
    ...screen(undefined, { doc: 1, heading: '2.5 Auth pages' }, 'Sign in with e-mail, Google or Apple.'),
    route: { path: '/signin', url: '/signin?redirect=%2Fspace%2Fcreations' },
    signedIn: false,
  },
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting an empty form shows the inline field errors. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The mock answers wrong credentials with code 401: the reason shows above the form, values stay. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'demo@example.com');
    fill(canvasElement, 'password', 'not-the-password');
    submit(canvasElement);
  },
};

/** While the request is in flight the submit is disabled and shows a spinner. */
export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/authorize/login', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    fill(canvasElement, 'email', 'demo@example.com');
    fill(canvasElement, 'password', 'Demo1234!');
    submit(canvasElement);
  },
};

/* The key screens in 中文, each its own story with its own baseline (issue 43 §8). */
export const DefaultChinese: Story = { ...inChinese(Default), name: 'Default · 中文' };
