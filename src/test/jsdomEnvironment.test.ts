import { selectorNeeds } from './jsdomEnvironment';

const stats = () =>
  (globalThis as unknown as { __fastMatchStats: { calls: number; answeredAtOnce: number } }).__fastMatchStats;

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

  it('gives getComputedStyle the same answers, most of them without nwsapi', () => {
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
    expect(after.answeredAtOnce - before.answeredAtOnce).toBeGreaterThan((after.calls - before.calls) / 2);
  });
});
