import { advance } from '../engine/clock';
import { startManualClock } from '../node';
import { call, withMockServer } from './helpers';

withMockServer();

function codeFrom(message: string): string {
  const m = /mock code: (\d{6})/.exec(message);
  if (!m) throw new Error(`no code in "${message}"`);
  return m[1];
}

describe('auth', () => {
  test('sign-up with the revealed verification code, then sign in and read the user', async () => {
    const sent = await call('post', '/authorize/verification', {
      body: { email: 'New.User@Example.com' },
      token: null,
    });
    expect(sent.body.code).toBe(0);
    const code = codeFrom(sent.body.message);

    const wrong = await call('post', '/authorize/register', {
      body: {
        email: 'new.user@example.com',
        password: 'Secret123!',
        code: code === '000000' ? '111111' : '000000',
      },
      token: null,
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 400, message: 'Invalid or expired verification code', data: null },
    });

    const reg = await call('post', '/authorize/register', {
      body: { email: 'new.user@example.com', password: 'Secret123!', code },
      token: null,
    });
    expect(reg.body.code).toBe(0);
    expect(reg.body.data.userInfo).toMatchObject({ email: 'new.user@example.com', level: 0 });

    const info = await call('get', '/user/info', { token: reg.body.data.accessToken });
    expect(info.body.data.email).toBe('new.user@example.com');
    const points = await call('get', '/user/points', { token: reg.body.data.accessToken });
    expect(points.body.data.points).toBeGreaterThan(0);

    const login = await call('post', '/authorize/login', {
      body: { email: 'new.user@example.com', password: 'Secret123!' },
      token: null,
    });
    expect(login.body.code).toBe(0);
    expect(login.body.data.accessToken).not.toBe(reg.body.data.accessToken);
  });

  test('duplicate e-mail and wrong credentials give the error envelope', async () => {
    const sent = await call('post', '/authorize/verification', {
      body: { email: 'demo@example.com' },
      token: null,
    });
    const dup = await call('post', '/authorize/register', {
      body: { email: 'demo@example.com', password: 'Secret123!', code: codeFrom(sent.body.message) },
      token: null,
    });
    expect(dup).toMatchObject({ status: 409, body: { code: 409, message: 'Email is already registered' } });

    const bad = await call('post', '/authorize/login', {
      body: { email: 'demo@example.com', password: 'nope' },
      token: null,
    });
    expect(bad).toMatchObject({
      status: 401,
      body: { code: 401, message: 'Incorrect email or password', data: null },
    });

    const good = await call('post', '/authorize/login', {
      body: { email: 'demo@example.com', password: 'Demo1234!' },
      token: null,
    });
    expect(good.body.data.userInfo.email).toBe('demo@example.com');
  });

  test('Google sign-in accepts any token and signs in the same Google user', async () => {
    const a = await call('post', '/authorize/google-login', {
      body: { accessToken: 'ya29.anything' },
      token: null,
    });
    const b = await call('post', '/authorize/google-login', {
      body: { accessToken: 'another' },
      token: null,
    });
    expect(a.body.data.userInfo.email).toBe('google.user@example.com');
    expect(b.body.data.userInfo.user_id).toBe(a.body.data.userInfo.user_id);
  });

  test('sign-out invalidates the token; unknown and expired tokens answer 401', async () => {
    startManualClock();
    const login = await call('post', '/authorize/login', {
      body: { email: 'demo@example.com', password: 'Demo1234!' },
      token: null,
    });
    const token = login.body.data.accessToken as string;
    expect((await call('get', '/user/info', { token })).status).toBe(200);
    expect((await call('post', '/authorize/loginOut', { token })).body.code).toBe(0);
    expect(await call('get', '/user/info', { token })).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await call('get', '/user/points', { token: 'forged' })).status).toBe(401);
    expect((await call('get', '/user/points', { token: null })).body.message).toBe('Please sign in first');

    const again = await call('post', '/authorize/login', {
      body: { email: 'demo@example.com', password: 'Demo1234!' },
      token: null,
    });
    advance(8 * 24 * 60 * 60 * 1000);
    expect(await call('get', '/user/info', { token: again.body.data.accessToken })).toMatchObject({
      status: 401,
      body: { message: 'Your session has expired, please sign in again' },
    });
  });

  test('forgotten password (two steps), change with a code and change while signed in', async () => {
    const step1 = await call('post', '/authorize/forgetPass', {
      body: { email: 'demo@example.com' },
      token: null,
    });
    const reset = await call('post', '/authorize/forgetPass', {
      body: { email: 'demo@example.com', code: codeFrom(step1.body.message), password: 'Another123!' },
      token: null,
    });
    expect(reset.body).toMatchObject({ code: 0, message: 'Password has been reset' });
    expect(
      (
        await call('post', '/authorize/login', {
          body: { email: 'demo@example.com', password: 'Demo1234!' },
          token: null,
        })
      ).status,
    ).toBe(401);
    const login = await call('post', '/authorize/login', {
      body: { email: 'demo@example.com', password: 'Another123!' },
      token: null,
    });
    const token = login.body.data.accessToken;

    const wrongOld = await call('post', '/user/changePass', {
      body: { oldPassword: 'x', newPassword: 'Third1234!' },
      token,
    });
    expect(wrongOld).toMatchObject({ status: 400, body: { message: 'The current password is incorrect' } });
    expect(
      (
        await call('post', '/user/changePass', {
          body: { oldPassword: 'Another123!', newPassword: 'Third1234!' },
          token,
        })
      ).body.code,
    ).toBe(0);

    const sent = await call('post', '/authorize/verification', {
      body: { email: 'demo@example.com' },
      token: null,
    });
    const changed = await call('post', '/authorize/changePass', {
      body: { email: 'demo@example.com', code: codeFrom(sent.body.message), password: 'Fourth1234!' },
      token: null,
    });
    expect(changed.body.code).toBe(0);
    expect(
      (
        await call('post', '/authorize/login', {
          body: { email: 'demo@example.com', password: 'Fourth1234!' },
          token: null,
        })
      ).body.code,
    ).toBe(0);

    expect(
      await call('post', '/authorize/forgetPass', { body: { email: 'nobody@example.com' }, token: null }),
    ).toMatchObject({ status: 404 });
  });
});
