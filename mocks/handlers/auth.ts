import { db, findUserByEmail, touch } from '../db';
import type { UserRow } from '../db/types';
import { now } from '../engine/clock';
import { credit } from '../engine/ledger';
import { badRequest, conflict, notFound, unauthorized } from '../errors';
import { hashString } from '../media/art';
import { reply, route } from '../http';
import { email, optStr, str } from '../validate';
import { toUserInfo } from './serialize';

const SESSION_MS = 7 * 24 * 60 * 60 * 1000;
const CODE_MS = 10 * 60 * 1000;
const WELCOME_POINTS = 20;
export const GOOGLE_EMAIL = 'google.user@example.com';

let tokenSeq = 0;

/** Opens a session and answers the contract's AuthSession. */
export function signIn(user: UserRow) {
  tokenSeq += 1;
  const at = now();
  const salt = hashString(`${user.user_id}:${at}:${tokenSeq}:${Math.random()}`).toString(36);
  const session = {
    accessToken: `mock-access.${user.user_id}.${salt}`,
    refreshToken: `mock-refresh.${user.user_id}.${salt}`,
    user_id: user.user_id,
    expiresAt: at + SESSION_MS,
  };
  db().sessions.push(session);
  touch();
  return { accessToken: session.accessToken, refreshToken: session.refreshToken, userInfo: toUserInfo(user) };
}

function password(source: Record<string, unknown>, name = 'password'): string {
  const value = str(source, name, 64);
  if (value.length < 8) throw badRequest('Password must be at least 8 characters');
  return value;
}

/** Codes issued so far: each code differs from the last without depending on the moment it was asked for. */
let codesIssued = 0;

function issueCode(address: string, purpose: 'register' | 'reset'): string {
  const t = db();
  codesIssued += 1;
  // Not the time: a story's screenshot shows the code, and must be the same however fast the machine is.
  const code = String(100000 + (hashString(`${address}:${codesIssued}:${t.codes.length}`) % 900000));
  t.codes = t.codes.filter((c) => c.email !== address);
  t.codes.push({ email: address, code, purpose, expiresAt: now() + CODE_MS });
  touch();
  return code;
}

function takeCode(address: string, code: string | undefined): void {
  const t = db();
  const row = t.codes.find((c) => c.email === address && c.code === (code ?? '').trim());
  if (!row || row.expiresAt <= now()) throw badRequest('Invalid or expired verification code');
  t.codes = t.codes.filter((c) => c !== row);
}

function newUser(address: string, pass: string, provider: UserRow['provider']): UserRow {
  const t = db();
  const user: UserRow = {
    user_id: Math.max(...t.users.map((u) => u.user_id)) + 1,
    email: address,
    username: address.split('@')[0],
    password: pass,
    level: 0,
    points: 0,
    total: 0,
    provider,
    vip_expire: null,
    created_at: now(),
  };
  t.users.push(user);
  credit(user, WELCOME_POINTS, 'Welcome credits');
  return user;
}

export const authHandlers = [
  ...route('post', '/authorize/verification', ['api'], async (ctx) => {
    const address = email(await ctx.json());
    const code = issueCode(address, findUserByEmail(address) ? 'reset' : 'register');
    return reply(null, `Verification code sent to ${address} (mock code: ${code})`);
  }),

  ...route('post', '/authorize/register', ['api'], async (ctx) => {
    const body = await ctx.json();
    const address = email(body);
    const pass = password(body);
    const code = str(body, 'code', 12);
    if (findUserByEmail(address)) throw conflict('Email is already registered');
    takeCode(address, code);
    const user = newUser(address, pass, 'password');
    return reply(signIn(user), 'Registration successful');
  }),

  ...route('post', '/authorize/login', ['api'], async (ctx) => {
    const body = await ctx.json();
    const address = email(body);
    const pass = str(body, 'password', 256);
    const user = findUserByEmail(address);
    if (!user || user.password !== pass) throw unauthorized('Incorrect email or password');
    return reply(signIn(user), 'Login successful');
  }),

  ...route('post', '/authorize/google-login', ['api'], async (ctx) => {
    str(await ctx.json(), 'accessToken', 4096);
    const user = findUserByEmail(GOOGLE_EMAIL) ?? newUser(GOOGLE_EMAIL, `google-${Math.random()}`, 'google');
    return reply(signIn(user), 'Login successful');
  }),

  ...route('post', '/authorize/loginOut', ['api'], (ctx) => {
    const t = db();
    // Signing out with a stale token still succeeds: the client drops its cookies either way.
    t.sessions = t.sessions.filter((s) => s.accessToken !== ctx.token);
    touch();
    return reply(null, 'Logout successful');
  }),

  ...route('post', '/authorize/forgetPass', ['api'], async (ctx) => {
    const body = await ctx.json();
    const address = email(body);
    const user = findUserByEmail(address);
    if (!user) throw notFound('No account uses this email');
    const code = optStr(body, 'code', 12);
    if (code === undefined && body.password === undefined) {
      const sent = issueCode(address, 'reset');
      return reply(null, `Reset code sent to ${address} (mock code: ${sent})`);
    }
    const pass = password(body);
    takeCode(address, code);
    user.password = pass;
    db().sessions = db().sessions.filter((s) => s.user_id !== user.user_id);
    touch();
    return reply(null, 'Password has been reset');
  }),

  ...route('post', '/authorize/changePass', ['api'], async (ctx) => {
    const body = await ctx.json();
    const address = email(body);
    const code = str(body, 'code', 12);
    const pass = password(body);
    const user = findUserByEmail(address);
    if (!user) throw notFound('No account uses this email');
    takeCode(address, code);
    user.password = pass;
    touch();
    return reply(null, 'Password changed');
  }),

  ...route('post', '/user/changePass', ['api'], async (ctx) => {
    const user = ctx.requireUser();
    const body = await ctx.json();
    const oldPassword = str(body, 'oldPassword', 256);
    const newPassword = password(body, 'newPassword');
    if (user.password !== oldPassword) throw badRequest('The current password is incorrect');
    user.password = newPassword;
    touch();
    return reply(null, 'Password changed');
  }),
];
