import { db } from '../db';
import { requireAdmin } from '../access';
import { now } from '../engine/clock';
import { isRunning, phaseOf, settleAll } from '../engine/tasks';
import { route } from '../http';
import { oneOf, optInt, optStr, paging, page } from '../validate';
import { toRecord, toUserInfo } from './serialize';

export const userHandlers = [
  ...route('get', '/user/info', ['api'], (ctx) => toUserInfo(ctx.requireUser())),

  ...route('get', '/user/points', ['api'], (ctx) => {
    const user = ctx.requireUser();
    return { points: user.points, total: user.total };
  }),

  ...route('get', '/user/history', ['api'], (ctx) => {
    const user = ctx.requireUser();
    const keys = (optStr(ctx.query, 'function_key') || 'imageGeneration,imageChat')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const imageId = optInt(ctx.query, 'image_id');
    const { current, pageSize } = paging(ctx.query, 20);
    // `scope=all` and `status` serve the admin's AI-task section (x-inferred in the contract).
    const all = oneOf(optStr(ctx.query, 'scope'), ['own', 'all'], 'scope') === 'all';
    if (all) requireAdmin(ctx);
    const status = oneOf(optStr(ctx.query, 'status'), ['running', 'failed'], 'status');
    settleAll(all ? undefined : user.user_id);
    const at = now();
    const records = db()
      .records.filter(
        (r) =>
          (all || r.user_id === user.user_id) &&
          keys.includes(r.function_key) &&
          (imageId === undefined || r.params.image_id === imageId) &&
          (status === undefined ||
            (status === 'running' ? isRunning(r, at) : phaseOf(r, at).status === 'failure')),
      )
      .sort((a, b) => b.created_at - a.created_at);
    const result = page(records, current, pageSize);
    return { ...result, list: result.list.map((r) => toRecord(r, user.user_id)) };
  }),
];
