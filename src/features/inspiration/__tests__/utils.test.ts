import { isVerticalRatio } from '@/features/tasks/records';
import { attributeRowsFor, closestRatio, parsePrefill } from '../utils';

describe('closestRatio', () => {
  it.each([
    [1000, 1000, '1:1'],
    [1920, 1080, '16:9'],
    [1080, 1920, '9:16'],
    [1200, 900, '4:3'],
    [900, 1200, '3:4'],
    [1500, 1000, '3:2'],
    [1000, 1500, '2:3'],
    [3000, 1000, '16:9'],
    [1000, 1100, '1:1'],
    [800, 1150, '2:3'],
  ])('%i×%i → %s', (w, h, expected) => {
    expect(closestRatio(w, h)).toBe(expected);
  });

  it('gives nothing for a picture without size', () => {
    expect(closestRatio(0, 100)).toBeNull();
  });
});

describe('attributeRowsFor', () => {
  it.each([
    [1300, 3],
    [1201, 3],
    [1200, 2],
    [1001, 2],
    [900, 1],
    [800, 0],
    [600, 0],
  ])('%i px → %i rows', (height, rows) => {
    expect(attributeRowsFor(height)).toBe(rows);
  });
});

it('knows the vertical ratios', () => {
  expect(['1:1', '9:16', '3:4', '2:3'].every(isVerticalRatio)).toBe(true);
  expect(['16:9', '4:3', '3:2'].some(isVerticalRatio)).toBe(false);
});

describe('parsePrefill', () => {
  it('reads every parameter of the ReCreate link', () => {
    const prefill = parsePrefill(
      new URLSearchParams('prompt=A%20ring&image_id=12&url=/mock-media/a.png&ar=3:4&category_child_id=7'),
    );
    expect(prefill).toEqual({
      prompt: 'A ring',
      ar: '3:4',
      references: [{ image_id: 12, path: '/mock-media/a.png' }],
      categoryChildId: 7,
      isEdit: false,
    });
  });

  it('prefers the edited image when editing', () => {
    const prefill = parsePrefill(new URLSearchParams('isEdit=true&image_id=12&opt_image_id=40&url=/x.png'));
    expect(prefill.isEdit).toBe(true);
    expect(prefill.references).toEqual([{ image_id: 40, path: '/x.png' }]);
  });

  it('drops invalid values', () => {
    const prefill = parsePrefill(
      new URLSearchParams('ar=5:1&image_id=abc&url=javascript:alert(1)&category_child_id=-2'),
    );
    expect(prefill).toEqual({ prompt: '', ar: null, references: [], categoryChildId: null, isEdit: false });
  });
});
