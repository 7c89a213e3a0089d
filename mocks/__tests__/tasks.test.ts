import { db } from '../db';
import { advance } from '../engine/clock';
import { configureTaskTiming } from '../engine/tasks';
import { server, startManualClock } from '../node';
import { scenarios } from '../scenarios';
import { call, withMockServer } from './helpers';

withMockServer();

beforeEach(() => {
  startManualClock();
  configureTaskTiming({ minMs: 6000, maxMs: 9000 });
});

const generate = (prompt: string, extra: Record<string, unknown> = {}) =>
  call('post', '/action/imageGeneration', { body: { prompt, ar: '3:4', category_id: 2, ...extra } });
const poll = (recordId: string) => call('get', '/action/getTask', { query: { record_id: recordId } });
const points = async () => (await call('get', '/user/points')).body.data.points as number;

describe('credits ledger', () => {
  test('a generation debits what getFunction reports (4 credits)', async () => {
    const fn = await call('get', '/global/getFunction/imageGeneration');
    expect(fn.body.data.points).toBe(4);
    const before = await points();
    const created = await generate('a gold ring');
    expect(created.body).toMatchObject({ code: 0, message: 'Task submitted, generating.' });
    expect(await points()).toBe(before - 4);
  });

  test('not enough credits → 402 with a clear message and nothing created', async () => {
    db().users[0].points = 3;
    const records = db().records.length;
    const res = await generate('a gold ring');
    expect(res).toMatchObject({ status: 402, body: { code: 402, data: null } });
    expect(res.body.message).toMatch(/^Not enough credits/);
    expect(db().records.length).toBe(records);
    expect(await points()).toBe(3);
  });

  test('a batch is all or nothing', async () => {
    db().users[0].points = 2;
    const image = (await call('post', '/global/images', { body: { pageSize: 1 } })).body.data.list[0];
    const items = [1, 2, 3].map(() => ({
      image_id: image.image_id,
      model: 'gemini-2.5-flash-image',
      prompt: 'on a marble table',
    }));
    const res = await call('post', '/image/createDescImages', { body: items });
    expect(res.status).toBe(402);
    expect(await points()).toBe(2);
  });

  test('the outOfCredits scenario empties the balance', async () => {
    server.use(...scenarios.outOfCredits);
    expect(await points()).toBe(0);
    expect((await generate('a ring')).status).toBe(402);
  });
});

describe('task timeline on the manual clock', () => {
  test('begin → progress with rising percentage → success with 4 results; badge counts follow', async () => {
    const { record_id } = (await generate('a sapphire ring')).body.data;
    let rec = (await poll(record_id)).body.data;
    expect(rec).toMatchObject({ status: 'begin', progress: 0, result: [] });
    expect((await call('get', '/image/countTaskInProgress', { query: { type: 1 } })).body.data).toBe(1);
    expect((await call('get', '/image/countTaskInProgress', { query: { type: 2 } })).body.data).toBe(0);

    advance(2500);
    rec = (await poll(record_id)).body.data;
    expect(rec.status).toBe('progress');
    const first = rec.progress;
    advance(2000);
    rec = (await poll(record_id)).body.data;
    expect(rec.progress).toBeGreaterThan(first);
    expect(rec.progress).toBeLessThan(100);

    advance(5000);
    rec = (await poll(record_id)).body.data;
    expect(rec.status).toBe('success');
    expect(rec.result).toHaveLength(4);
    expect(rec.result[0].path).toMatch(/^\/mock-media\/art\/.+_3x4\.svg$/);
    expect(rec.finish_time).toBeTruthy();
    expect((await call('get', '/image/countTaskInProgress', { query: { type: 1 } })).body.data).toBe(0);

    const history = await call('get', '/user/history');
    expect(history.body.data.list[0].record_id).toBe(record_id);
    const detail = await call('get', '/image/info', { query: { image_id: rec.result[0].image_id } });
    expect(detail.body.data.record_task.params.prompt).toBe('a sapphire ring');
  });

  test('a prompt with "fail" fails with a reason; retry resubmits it', async () => {
    const { record_id } = (await generate('please fail this one')).body.data;
    advance(10_000);
    const rec = (await poll(record_id)).body.data;
    expect(rec.status).toBe('failure');
    expect(rec.record_tasks[0].failReason).toMatch(/fail/);
    expect(rec.result).toEqual([]);

    const retry = await call('get', '/image/retryTask', { query: { task_id: rec.record_tasks[0].task_id } });
    expect(retry.body).toMatchObject({ code: 0, message: 'Retry successful, task resubmitted' });
    expect((await poll(record_id)).body.data.status).toBe('begin');

    const notFailed = (await generate('a ring')).body.data.record_id;
    expect((await call('get', '/image/retryTask', { query: { task_id: notFailed } })).status).toBe(409);
  });

  test('a prompt with "moderation" is rejected with is_output_rejection and no reason', async () => {
    const { record_id } = (await generate('moderation check')).body.data;
    advance(10_000);
    const rec = (await poll(record_id)).body.data;
    expect(rec.status).toBe('failure');
    expect(rec.record_tasks[0]).toMatchObject({
      failReason: null,
      properties: { is_output_rejection: true },
    });
  });

  test('the taskFails scenario fails every new record', async () => {
    server.use(...scenarios.taskFails);
    const { record_id } = (await generate('a lovely ring')).body.data;
    advance(10_000);
    expect((await poll(record_id)).body.data.status).toBe('failure');
  });

  test('a batch progresses per task and lands in the collection', async () => {
    const image = (await call('post', '/global/images', { body: { pageSize: 1, sort: 'time', type: 6 } }))
      .body.data.list[0];
    const items = [0, 1, 2].map((i) => ({
      image_id: image.image_id,
      model: 'gemini-2.5-flash-image',
      prompt: `style ${i}`,
    }));
    const created = await call('post', '/image/createDescImages', { body: items });
    const { batch_id } = created.body.data.tasks[0];
    expect(created.body.data.tasks).toHaveLength(3);
    expect((await call('get', '/image/countTaskInProgress', { query: { type: 3 } })).body.data).toBe(3);

    advance(7000);
    const mid = (await call('get', '/image/getTasksByBatchId', { query: { batch_id } })).body.data as {
      status: string;
    }[];
    expect(new Set(mid.map((t) => t.status)).size).toBeGreaterThan(1);

    advance(10_000);
    const done = (await call('get', '/image/getTasksByBatchId', { query: { batch_id } })).body.data as {
      status: string;
    }[];
    expect(done.map((t) => t.status)).toEqual(['success', 'success', 'success']);
    const inspiration = await call('get', '/image/getUserInspiration', {
      query: { current: 1, pageSize: 6 },
    });
    const items0 = inspiration.body.data.list[0].items;
    expect(items0.filter((i: { batch_id: string }) => i.batch_id === batch_id)).toHaveLength(3);
  });

  test('vary and video records: imageChat has one result, videos a clip', async () => {
    const image = (await call('post', '/global/images', { body: { pageSize: 1, sort: 'time' } })).body.data
      .list[0];
    const vary = await call('post', '/image/createDescImages', {
      body: [
        {
          image_id: image.image_id,
          prompt: 'vary-subtle',
          model: 'gpt-4o-image-generation',
          api_platform: '302AI',
          function_key: 'imageChat',
        },
      ],
    });
    const video = await call('post', '/video/createVideo', {
      body: {
        image_id: image.image_id,
        modelType: 'kling-v2-1',
        prompt: 'slow orbit',
        api_platform: '302AI',
      },
    });
    advance(10_000);
    const varyRec = (await poll(vary.body.data.tasks[0].record_id)).body.data;
    expect(varyRec).toMatchObject({ status: 'success', function: { key: 'imageChat' } });
    expect(varyRec.result).toHaveLength(1);
    const videoRec = (await poll(video.body.data.record_id)).body.data;
    expect(videoRec.result[0].video_path).toMatch(/^\/media\/clip-\d\.webm$/);
  });
});
