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

  test('a fashion-factory result dresses a model figure in the uploaded garment (issue 43 §7)', async () => {
    const form = new FormData();
    const garment =
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" fill="#6a1b9a"/></svg>';
    form.append('file', new Blob([garment], { type: 'image/svg+xml' }), 'purple-top.svg');
    const uploaded = await call('post', '/image/upload', { form });
    const { path, image_id: uploadId } = uploaded.body.data[0] as { path: string; image_id: number };
    const created = await call('post', '/image/createDescImage', {
      body: {
        image_id: 177,
        prompt_id: 501,
        model: 'gemini-2.5-flash-image',
        prompt: 'Wear it',
        images: [path],
      },
    });
    const recordId = created.body.data.record_id as string;
    advance(9000);
    // Reading the record settles it (the engine moves records when they are read).
    await call('get', '/action/getTask', { query: { record_id: recordId } });
    const record = db().records.find((item) => item.record_id === recordId)!;
    const result = db().images.find((image) => image.image_id === record.result_image_ids[0])!;
    expect(result.path).toContain(`u=${uploadId}&tryon=Studio+white`);
    const picture = await (await fetch(`http://localhost${result.path}`)).text();
    expect(picture).toContain('data-subject="worn"');
    expect(picture).toContain('fill="#6a1b9a"');
  });
});
