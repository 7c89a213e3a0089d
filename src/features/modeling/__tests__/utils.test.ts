import { switchLanguage } from '@/i18n';
import {
  batchPhotos,
  defaultOutfitPrompt,
  descriptionsOf,
  modelingCost,
  modelingMessages,
  outfitProblem,
  photosetTargets,
  restyleIds,
  retryProblem,
  styleTags,
  tileModels,
} from '../utils';
import { PHOTOSET_SIZE } from '../constants';
import { modelingT } from '../i18n';

const model = (image_id: number) => ({
  model_id: image_id,
  image_id,
  path: `/m/${image_id}.svg`,
  name: `m${image_id}`,
});

describe('style tags', () => {
  it("strips 'Model-' and 'Models-' and drops the first entry", () => {
    expect(
      styleTags([
        { category_id: 40, name: 'Models-All' },
        { category_id: 41, name: 'Model-Street' },
        { category_id: 42, name: 'Models-Studio' },
        { category_id: 43, name: 'Runway' },
      ]),
    ).toEqual([
      { label: 'Street', categoryName: 'Model-Street' },
      { label: 'Studio', categoryName: 'Models-Studio' },
      { label: 'Runway', categoryName: 'Runway' },
    ]);
    expect(styleTags([])).toEqual([]);
  });
});

describe('templates', () => {
  const template = { prompt_id: 501, name: 'Street I', models: [model(1), model(2), model(3), model(4)] };
  it('shows up to 3 model images and ReStyles with the first model image', () => {
    expect(tileModels(template).map((m) => m.image_id)).toEqual([1, 2, 3]);
    expect(restyleIds(template)).toEqual({ image_id: 1, prompt_id: 501 });
    expect(restyleIds({ ...template, models: [] })).toBeNull();
  });
  it('reads descriptions as a list', () => {
    expect(descriptionsOf({ description: ['a', ' ', 'b '] })).toEqual(['a', 'b']);
    expect(descriptionsOf({ description: 'one' })).toEqual(['one']);
    expect(descriptionsOf({ description: null })).toEqual([]);
    expect(descriptionsOf(undefined)).toEqual([]);
  });
});

describe('cost', () => {
  it('is points per feature × attached images, or the plain points', () => {
    expect(modelingCost(2, 0)).toBe(2);
    expect(modelingCost(2, 1)).toBe(2);
    expect(modelingCost(2, 3)).toBe(6);
  });
});

describe('Generate outfit rules (spec 3 §5)', () => {
  const ok = { imageId: 177, clothing: ['/u/1.png'], descriptions: ['look'] };
  it('checks image id, clothing, placeholder ids and descriptions in order', () => {
    expect(outfitProblem(ok)).toBeNull();
    expect(outfitProblem({ ...ok, imageId: null })).toBe('Missing image_id');
    expect(outfitProblem({ ...ok, imageId: '' })).toBe('Missing image_id');
    expect(outfitProblem({ ...ok, clothing: [] })).toBe('Please upload at least one image first');
    expect(outfitProblem({ ...ok, imageId: 'temp_12' })).toBe(
      'Invalid image_id, please refresh the page and try again',
    );
    expect(outfitProblem({ ...ok, imageId: 'placeholder_3' })).toBe(modelingT('modeling.msg.invalidImageId'));
    expect(outfitProblem({ ...ok, descriptions: [] })).toBe('Missing available description information');
  });
});

describe('Retry rules (spec 3 §5)', () => {
  it('needs a task, a prompt and a base image', () => {
    expect(retryProblem({ task: {}, prompt: 'p', baseImageId: 1 })).toBeNull();
    expect(retryProblem({ task: undefined, prompt: 'p', baseImageId: 1 })).toBe('No task to retry');
    expect(retryProblem({ task: {}, prompt: ' ', baseImageId: 1 })).toBe('Missing prompt for this image');
    expect(retryProblem({ task: {}, prompt: 'p', baseImageId: null })).toBe('Missing base image');
  });
});

describe('photoset', () => {
  it('takes the historical images except the first, in turn, up to 12', () => {
    expect(photosetTargets([1])).toBeNull();
    expect(photosetTargets([])).toBeNull();
    const targets = photosetTargets([1, 2, 3]);
    expect(targets).toHaveLength(PHOTOSET_SIZE);
    expect(targets?.slice(0, 4)).toEqual([2, 3, 2, 3]);
  });
  it('uses the Chinese outfit prompt in 中文, its English meaning in English', async () => {
    expect(defaultOutfitPrompt()).toBe('Put the clothes on the model');
    await switchLanguage('zh');
    try {
      expect(defaultOutfitPrompt()).toBe('请把衣服穿到模特身上');
      expect(outfitProblem({ imageId: null, clothing: [], descriptions: [] })).toBe('缺少 image_id');
    } finally {
      await switchLanguage('en');
    }
  });
  it('drops failed tasks and keeps placeholders for running ones', () => {
    const record = (id: string, result: { image_id: number; path: string }[] = []) => ({
      record_id: id,
      result,
      params: { prompt: 'p', image_id: 9 },
    });
    const photos = batchPhotos([
      { record: record('a', [{ image_id: 1, path: '/1.svg' }]), status: 'success' },
      { record: record('b'), status: 'failure' },
      { record: record('c'), status: 'cancel' },
      { record: record('d'), status: 'progress' },
    ]);
    expect(photos.map((p) => [p.recordId, p.running, p.imageId])).toEqual([
      ['a', false, 1],
      ['d', true, null],
    ]);
  });
});

describe('messages (spec 3 §8)', () => {
  it('fills in the default reasons', () => {
    const MODELING_MESSAGES = modelingMessages();
    expect(MODELING_MESSAGES.loadImageFailed(null)).toBe('Failed to load image: Image not found');
    expect(MODELING_MESSAGES.loadImageFailed('Gone')).toBe('Failed to load image: Gone');
    expect(MODELING_MESSAGES.generationFailed(undefined)).toBe(
      'Generation failed: Generation failed, please try again',
    );
    expect(MODELING_MESSAGES.retryFailed(undefined)).toBe('Retry failed: Unknown error');
    expect(MODELING_MESSAGES.submitted(3)).toBe('Successfully submitted generation task with 3 images');
  });
});
