import { db } from '../db';
import { settleAll } from '../engine/tasks';
import { route } from '../http';
import { optInt, optStr, paging, page } from '../validate';
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
    settleAll(user.user_id);
    const records = db()
      .records.filter(
        (r) =>
          r.user_id === user.user_id &&
          keys.includes(r.function_key) &&
          (imageId === undefined || r.params.image_id === imageId),
      )
      .sort((a, b) => b.created_at - a.created_at);
    const result = page(records, current, pageSize);
    return { ...result, list: result.list.map((r) => toRecord(r, user.user_id)) };
  }),
];
