import { db } from '../db';
import { advance } from '../engine/clock';
import { configureTaskTiming } from '../engine/tasks';
import { startManualClock } from '../node';
import { call, withMockServer } from './helpers';

withMockServer();

beforeEach(() => {
  startManualClock();
  configureTaskTiming({ minMs: 6000, maxMs: 9000 });
});

describe('Fashion Style mock data', () => {
  test('almost a hundred outfit templates across the style categories, up to 3 model images each', async () => {
    const res = await call('get', '/global/promptList', { query: { current: 1, pageSize: 1000 } });
    const list = res.body.data.list as { prompt_id: number; category_id: number; models: unknown[] }[];
    expect(res.body.data.total).toBeGreaterThanOrEqual(90);
    expect(new Set(list.map((t) => t.category_id)).size).toBeGreaterThanOrEqual(5);
    expect(list.every((t) => t.models.length >= 1 && t.models.length <= 3)).toBe(true);
    expect(list[0].prompt_id).toBe(501);
  });

  test("a template's model image is a real image record (image 177 of template 501)", async () => {
    const template = db().templates.find((t) => t.prompt_id === 501)!;
    expect(template.models[0].image_id).toBe(177);
    const res = await call('get', '/image/info', { query: { image_id: 177 } });
    expect(res.body).toMatchObject({ code: 0, data: { image_id: 177, prompt_id: 501 } });
  });

  test('a photoset batch of 12 tasks yields 12 distinct pictures of the look, arriving one by one', async () => {
    const items = Array.from({ length: 12 }, () => ({
      image_id: 177,
      prompt_id: 501,
      model: 'gemini-2.5-flash-image',
      prompt: 'Put the clothes on the model',
      images: [],
    }));
    const created = await call('post', '/image/createDescImages', { body: items });
    const batchId = created.body.data.tasks[0].batch_id as string;
    const done = async () => {
      const res = await call('get', '/image/getTasksByBatchId', { query: { batch_id: batchId } });
      return (res.body.data as { status: string; result: { path: string }[] }[]).filter(
        (task) => task.status === 'success',
      );
    };
    advance(9000);
    const early = (await done()).length;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(12);
    advance(6000);
    const finished = await done();
    expect(finished).toHaveLength(12);
    expect(new Set(finished.map((task) => task.result[0].path)).size).toBe(12);
  });
});
