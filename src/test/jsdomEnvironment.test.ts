import { selectorNeeds } from './jsdomEnvironment';

const stats = () =>
  (globalThis as unknown as { __fastMatchStats: { calls: number; answeredAtOnce: number; elements: number } })
    .__fastMatchStats;

describe("the test environment's quick style matching", () => {
  it("reads what each alternative's subject needs: its type, classes and ids", () => {
    expect(selectorNeeds('.a .b>.c.d:hover')).toEqual([{ classes: ['c', 'd'], ids: [] }]);
    expect(selectorNeeds('button:disabled, input[type=button]:focus')).toEqual([
      { type: 'button', classes: [], ids: [] },
      { type: 'input', classes: [], ids: [] },
    ]);
    expect(selectorNeeds('.MuiInputBase-root:has(> .x ~ .y)')).toEqual([
      { classes: ['muiinputbase-root'], ids: [] },
    ]);
    expect(selectorNeeds('#Top::before, .p ~ svg.icon:not(.big)')).toEqual([
      { classes: [], ids: ['top'] },
      { type: 'svg', classes: ['icon'], ids: [] },
    ]);
  });

  it('leaves to nwsapi a selector with an alternative it cannot narrow, or with escapes or quotes', () => {
    expect(selectorNeeds('.a, :root')).toBeNull();
    expect(selectorNeeds('.a > *')).toBeNull();
    expect(selectorNeeds('[data-x]')).toBeNull();
    expect(selectorNeeds('.a\\:b')).toBeNull();
    expect(selectorNeeds('a[title="x, y"]')).toBeNull();
    expect(selectorNeeds('svg|a')).toBeNull();
  });

  it('gives getComputedStyle the same answers, asking only the rules filed under the element', () => {
    document.head.innerHTML = `<style>
      .hidden { display: none }
      .box:has(> .inner) { visibility: hidden }
      div.Tall, #Sole { pointer-events: none }
      button:disabled { color: rgb(1, 2, 3) }
    </style>`;
    document.body.innerHTML = `<div class="box"><span class="inner">a</span></div><p class="hidden">b</p>
      <div class="Tall">c</div><section id="Sole">d</section><button disabled>e</button><em>f</em>`;
    const before = { ...stats() };
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    expect(style('.box').visibility).toBe('hidden');
    expect(style('.inner').visibility).toBe('hidden');
    expect(style('p').display).toBe('none');
    expect(style('.Tall').pointerEvents).toBe('none');
    expect(style('#Sole').pointerEvents).toBe('none');
    expect(style('button').color).toBe('rgb(1, 2, 3)');
    expect(style('em').display).not.toBe('none');
    expect(style('em').visibility).toBe('visible');
    expect(style('em').pointerEvents).toBe('auto');
    const after = stats();
    expect(after.calls).toBeGreaterThan(before.calls);
    // jsdom's default sheet alone has 120 rules; each element above (and each ancestor) was asked only about the
    // few filed under its type, classes and id, and those filed under no key.
    expect(after.elements - before.elements).toBeGreaterThan(0);
    expect(after.calls - before.calls).toBeLessThan((after.elements - before.elements) * 40);
  });
});

describe("the test environment's rule index", () => {
  it('keeps the cascade in document order across keys and sheets', () => {
    document.head.innerHTML = `<style>
      i { color: rgb(0, 0, 1) }
      .late { color: rgb(0, 0, 2) }
    </style><style>
      #Last, .never { color: rgb(0, 0, 3) }
      @media screen { i.late.media { color: rgb(0, 0, 4) } }
      @media print { i { color: rgb(0, 0, 5) } }
    </style>`;
    document.body.innerHTML = `<i id="a">a</i><i id="b" class="late">b</i><i id="Last" class="late">c</i>
      <i id="d" class="late media">d</i><b class="late">e</b>`;
    const color = (id: string) => getComputedStyle(document.querySelector(`#${id}, .${id}`)!).color;
    expect(color('a')).toBe('rgb(0, 0, 1)');
    expect(color('b')).toBe('rgb(0, 0, 2)');
    expect(color('Last')).toBe('rgb(0, 0, 3)');
    expect(color('d')).toBe('rgb(0, 0, 4)');
    expect(getComputedStyle(document.querySelector('b')!).color).toBe('rgb(0, 0, 2)');
  });

  it('sees a rule inserted into a sheet already indexed, and a sheet removed', () => {
    document.head.innerHTML = '<style>.x { visibility: hidden }</style>';
    document.body.innerHTML = '<p class="x y">a</p>';
    const p = document.querySelector('p')!;
    expect(getComputedStyle(p).visibility).toBe('hidden');
    document.styleSheets[0].insertRule('.y { visibility: collapse }', 1);
    p.setAttribute('data-touch', '1'); // jsdom's own style cache is dropped by a DOM change only
    expect(getComputedStyle(p).visibility).toBe('collapse');
    document.head.innerHTML = '';
    expect(getComputedStyle(p).visibility).toBe('visible');
  });
});
