/* eslint-disable @typescript-eslint/no-require-imports -- the order of these requires is the point of this file */
/**
 * Jest's browser environment (jest-fixed-jsdom) with jsdom's style matching made cheap (docs/testing.md "Cost").
 *
 * jsdom's `getComputedStyle` (asked by Testing Library's role queries, user-event's pointer-events check and a few
 * MUI layout effects) tests every CSS rule of the document against the element and each of its ancestors, through
 * nwsapi, after any change to the DOM. With MUI's styles that was about 40 % of a screen test's CPU time, and a
 * single rule with `:has()` (MUI's NativeSelect) cost 3 ms per element because nwsapi evaluates `:has()` before the
 * rule's own class. Here each selector's subject is read once (the type, classes and ids its last compound
 * requires, per alternative), and an element that lacks them is answered "no match" at once, as a browser's rule
 * hash does; everything else is left to nwsapi as before, so what matches is unchanged.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

interface ElementImpl {
  _localName: string;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
type Matcher = (element: ElementImpl, selector: string) => boolean;

/** What the subject of one selector alternative must carry; `null`: nothing to check cheaply. */
interface Needs {
  type?: string;
  classes: string[];
  ids: string[];
}

/** Splits at top-level occurrences of the characters in `at` (outside brackets and parentheses). */
function splitTopLevel(text: string, at: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth === 0 && at.includes(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

/** The index of the bracket or parenthesis closing the one at `start`, or -1. */
function closing(text: string, start: number) {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '(' || text[i] === '[') depth += 1;
    else if (text[i] === ')' || text[i] === ']') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const NAME = /^[^\s.#[\]:()>+~,|*]+/;

/** The simple selectors of a compound that every matching element carries (pseudo-classes and attributes skipped). */
function needsOfCompound(compound: string): Needs | null {
  const needs: Needs = { classes: [], ids: [] };
  let rest = compound;
  const type = NAME.exec(rest);
  if (type) {
    needs.type = type[0].toLowerCase();
    rest = rest.slice(type[0].length);
  } else if (rest.startsWith('*')) rest = rest.slice(1);
  if (rest.startsWith('|')) return null; // a namespace prefix: left to nwsapi
  while (rest) {
    const c = rest[0];
    if (c === '.' || c === '#') {
      const name = NAME.exec(rest.slice(1));
      if (!name) return null;
      (c === '.' ? needs.classes : needs.ids).push(name[0].toLowerCase());
      rest = rest.slice(1 + name[0].length);
    } else if (c === '[') {
      const end = closing(rest, 0);
      if (end < 0) return null;
      rest = rest.slice(end + 1);
    } else if (c === ':') {
      // A pseudo-class or pseudo-element, with its argument if any: it narrows, never widens, the match.
      const name = /^::?[-\w]+/.exec(rest);
      if (!name) return null;
      rest = rest.slice(name[0].length);
      if (rest.startsWith('(')) {
        const end = closing(rest, 0);
        if (end < 0) return null;
        rest = rest.slice(end + 1);
      }
    } else return null;
  }
  return needs.type || needs.classes.length || needs.ids.length ? needs : null;
}

/** One entry per alternative of the selector list, or `null` when an alternative has nothing cheap to check. */
export function selectorNeeds(selector: string): Needs[] | null {
  if (/[\\"']/.test(selector)) return null;
  const alternatives = splitTopLevel(selector, ',');
  if (!alternatives) return null;
  const all: Needs[] = [];
  for (const alternative of alternatives) {
    // The subject is the last compound: the part after the last top-level combinator.
    const compounds = splitTopLevel(alternative.trim().replace(/\s*([>+~])\s*/g, '$1'), ' \t\n\r\f>+~');
    const subject = compounds?.at(-1);
    if (!subject) return null;
    const needs = needsOfCompound(subject);
    if (!needs) return null;
    all.push(needs);
  }
  return all;
}

const classCache = new WeakMap<ElementImpl, { attribute: string | null; classes: Set<string> }>();

function classesOf(element: ElementImpl) {
  const attribute = element.getAttributeNS(null, 'class');
  let cached = classCache.get(element);
  if (!cached || cached.attribute !== attribute) {
    cached = { attribute, classes: new Set((attribute ?? '').toLowerCase().split(/[\t\n\f\r ]+/)) };
    classCache.set(element, cached);
  }
  return cached.classes;
}

function cannotMatch(needs: Needs, element: ElementImpl) {
  if (needs.type && needs.type !== element._localName.toLowerCase()) return true;
  if (needs.ids.length) {
    const id = (element.getAttributeNS(null, 'id') ?? '').toLowerCase();
    if (needs.ids.some((wanted) => wanted !== id)) return true;
  }
  if (needs.classes.length) {
    const classes = classesOf(element);
    if (needs.classes.some((wanted) => !classes.has(wanted))) return true;
  }
  return false;
}

/** `calls`: rules asked about an element; `elements`: elements whose rules were looked up. */
export const fastMatchStats = { calls: 0, answeredAtOnce: 0, elements: 0 };

/** `match` with the quick "no": only when every alternative's subject needs what the element lacks. */
export function withQuickRejection(match: Matcher): Matcher {
  return (element, selector) => {
    fastMatchStats.calls += 1;
    // A rule without selectors (@font-face, @keyframes) comes with none: nwsapi answers as before.
    if (typeof selector !== 'string') return match(element, selector);
    const plan = planOf(selector);
    if (plan && plan.every((needs) => cannotMatch(needs, element))) {
      fastMatchStats.answeredAtOnce += 1;
      return false;
    }
    return match(element, selector);
  };
}

interface Rule {
  selectorText?: unknown;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<Rule>;
  style: Declaration;
}
interface Declaration extends ArrayLike<string> {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority: string): void;
  removeProperty(property: string): void;
}
interface Sheet {
  cssRules: ArrayLike<Rule>;
}
interface StyledElement extends ElementImpl {
  style: Declaration;
  _ownerDocument: { styleSheets: { _list: Sheet[] }; _styleCache: WeakMap<ElementImpl, Declaration> | null };
}

/**
 * The rules of the default sheet and of every sheet of a document, in jsdom's order (the default sheet, then each
 * sheet's rules, a `@media screen` rule's own rules in its place), filed under their subject's key: the first class
 * an alternative's subject needs, else its id, else its type; a rule with an alternative that needs none of these
 * (or no selector at all) is under `any`. A rule is visited once per element that carries one of its keys, not once
 * per element: what is left is nwsapi's work on the few rules that may match.
 */
class RuleIndex {
  rules: Rule[] = [];
  any: number[] = [];
  byKey = new Map<string, number[]>();
  /** The sheets indexed and their rule counts, to see that a sheet came, went or changed. */
  sheets: Sheet[] = [];
  lengths: number[] = [];

  add(rule: Rule) {
    const at = this.rules.push(rule) - 1;
    const plan = typeof rule.selectorText === 'string' ? planOf(rule.selectorText) : null;
    if (!plan) {
      this.any.push(at);
      return;
    }
    for (const needs of plan) {
      const key = needs.classes.length
        ? `.${needs.classes[0]}`
        : needs.ids.length
          ? `#${needs.ids[0]}`
          : (needs.type as string);
      const bucket = this.byKey.get(key);
      // An alternative of the same rule under the same key (`.a:hover, .a:focus`) is filed once.
      if (!bucket) this.byKey.set(key, [at]);
      else if (bucket.at(-1) !== at) bucket.push(at);
    }
  }

  addSheet(sheet: Sheet) {
    // As jsdom's forEachMatchingSheetRuleOfElement: a media rule counts only if its list names `screen`, and then
    // its own rules are taken as they are (a rule nested deeper is asked with no selector, as jsdom does).
    for (const rule of Array.from(sheet.cssRules)) {
      if (!rule.media) this.add(rule);
      else if (Array.from(rule.media).includes('screen'))
        Array.from(rule.cssRules ?? []).forEach((r) => this.add(r));
    }
  }

  /** The candidate rules for an element, in document order (its buckets merged by rule index). */
  candidates(element: ElementImpl): Rule[] {
    const lists = [this.any];
    const add = (key: string) => {
      const bucket = this.byKey.get(key);
      if (bucket) lists.push(bucket);
    };
    add(element._localName.toLowerCase());
    const id = element.getAttributeNS(null, 'id');
    if (id) add(`#${id.toLowerCase()}`);
    for (const name of classesOf(element)) if (name) add(`.${name}`);
    const rules: Rule[] = [];
    const at = lists.map(() => 0);
    for (let last = -1; ;) {
      let next = Infinity;
      for (let l = 0; l < lists.length; l += 1) {
        const list = lists[l];
        while (at[l] < list.length && list[at[l]] <= last) at[l] += 1;
        if (at[l] < list.length && list[at[l]] < next) next = list[at[l]];
      }
      if (next === Infinity) return rules;
      rules.push(this.rules[next]);
      last = next;
    }
  }
}

// jsdom's style-rules.js and Window.js take their helpers from these modules when they are first loaded, so both
// are replaced before jsdom is.
const jsdomPath = (path: string) => require.resolve(`jsdom/lib/jsdom/${path}`);
const fromJsdom = (name: string) =>
  require.resolve(name, { paths: [jsdomPath('living/helpers/style-rules.js')] });
if (require.cache[jsdomPath('living/helpers/style-rules.js')]) {
  throw new Error('src/test/jsdomEnvironment.ts must be loaded before jsdom');
}
const selectors = require(jsdomPath('living/helpers/selectors.js')) as { matchesDontThrow: Matcher };
const nwsapiMatch = selectors.matchesDontThrow;
selectors.matchesDontThrow = withQuickRejection(nwsapiMatch);
const match = selectors.matchesDontThrow;

const plans = new Map<string, Needs[] | null>();
function planOf(selector: string) {
  let plan = plans.get(selector);
  if (plan === undefined) {
    plan = selectorNeeds(selector);
    plans.set(selector, plan);
  }
  return plan;
}

const styleRules = require(jsdomPath('living/helpers/style-rules.js')) as {
  getDeclarationForElement(element: StyledElement): Declaration;
};
const { CSSStyleDeclaration } = require(fromJsdom('cssstyle')) as {
  CSSStyleDeclaration: new () => Declaration;
};
const cssom = require(fromJsdom('rrweb-cssom')) as { parse(text: string): Sheet };
const defaultSheet = cssom.parse(require(jsdomPath('browser/default-stylesheet.js')) as string);

const indexes = new WeakMap<object, RuleIndex>();

/** The document's rule index, brought up to date: sheets added at the end are appended, any other change rebuilds. */
function ruleIndexOf(document: StyledElement['_ownerDocument']) {
  const sheets = document.styleSheets._list;
  let index = indexes.get(document);
  let kept = 0;
  if (index) {
    while (
      kept < index.sheets.length &&
      kept < sheets.length &&
      index.sheets[kept] === sheets[kept] &&
      index.lengths[kept] === sheets[kept].cssRules.length
    ) {
      kept += 1;
    }
  }
  if (!index || kept < index.sheets.length) {
    index = new RuleIndex();
    index.addSheet(defaultSheet);
    indexes.set(document, index);
    kept = 0;
  }
  for (let i = kept; i < sheets.length; i += 1) {
    index.addSheet(sheets[i]);
    index.sheets.push(sheets[i]);
    index.lengths.push(sheets[i].cssRules.length);
  }
  return index;
}

/** For a run with JSDOM_STYLE_CHECK=1: every element's rules found as jsdom found them, with nwsapi alone. */
function rulesAsJsdomFinds(element: StyledElement) {
  const found: Rule[] = [];
  const visit = (sheet: Sheet) => {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule.media) {
        if (Array.from(rule.media).includes('screen')) {
          for (const inner of Array.from(rule.cssRules ?? [])) {
            if (nwsapiMatch(element, inner.selectorText as string)) found.push(inner);
          }
        }
      } else if (nwsapiMatch(element, rule.selectorText as string)) found.push(rule);
    }
  };
  visit(defaultSheet);
  element._ownerDocument.styleSheets._list.forEach(visit);
  return found;
}
const crossCheck = process.env.JSDOM_STYLE_CHECK === '1';
export const styleCheckStats = { elements: 0 };

// jsdom's getDeclarationForElement with the rule walk replaced by the index; the cascade is jsdom's (document
// order, the element's own style last).
styleRules.getDeclarationForElement = (element) => {
  const document = element._ownerDocument;
  let styleCache = document._styleCache;
  if (!styleCache) styleCache = document._styleCache = new WeakMap();
  const cached = styleCache.get(element);
  if (cached) return cached;

  const declaration = new CSSStyleDeclaration();
  const apply = (style: Declaration) => {
    for (let i = 0; i < style.length; i += 1) {
      const property = style[i];
      const value = style.getPropertyValue(property);
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  fastMatchStats.elements += 1;
  const matched: Rule[] = [];
  for (const rule of ruleIndexOf(document).candidates(element)) {
    if (match(element, rule.selectorText as string)) matched.push(rule);
  }
  if (crossCheck) {
    styleCheckStats.elements += 1;
    const expected = rulesAsJsdomFinds(element);
    if (expected.length !== matched.length || expected.some((rule, i) => rule !== matched[i])) {
      const list = (rules: Rule[]) => rules.map((rule) => String(rule.selectorText)).join('\n  ');
      throw new Error(
        `The style index disagrees with jsdom for <${element._localName} class="${element.getAttributeNS(null, 'class')}">:\n` +
          `jsdom:\n  ${list(expected)}\nindex:\n  ${list(matched)}`,
      );
    }
  }
  for (const rule of matched) apply(rule.style);
  apply(element.style);
  styleCache.set(element, declaration);
  return declaration;
};

const FixedJSDOMEnvironment = require('jest-fixed-jsdom') as typeof import('jest-environment-jsdom').default;

export default class JsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // For src/test/jsdomEnvironment.test.ts: proof that jsdom's style matching goes through the quick rejection.
    this.global.__fastMatchStats = fastMatchStats;
    this.global.__styleCheckStats = styleCheckStats;
  }
}
