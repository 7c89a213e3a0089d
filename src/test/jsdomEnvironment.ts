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

export const fastMatchStats = { calls: 0, answeredAtOnce: 0 };

/** `match` with the quick "no": only when every alternative's subject needs what the element lacks. */
export function withQuickRejection(match: Matcher): Matcher {
  const plans = new Map<string, Needs[] | null>();
  return (element, selector) => {
    fastMatchStats.calls += 1;
    // A rule without selectors (@font-face, @keyframes) comes with none: nwsapi answers as before.
    if (typeof selector !== 'string') return match(element, selector);
    let plan = plans.get(selector);
    if (plan === undefined) {
      plan = selectorNeeds(selector);
      plans.set(selector, plan);
    }
    if (plan && plan.every((needs) => cannotMatch(needs, element))) {
      fastMatchStats.answeredAtOnce += 1;
      return false;
    }
    return match(element, selector);
  };
}

// jsdom's style-rules.js takes `matchesDontThrow` from this module when it is first loaded, so it is replaced
// before jsdom is.
const selectorsPath = require.resolve('jsdom/lib/jsdom/living/helpers/selectors.js');
if (require.cache[require.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js')]) {
  throw new Error('src/test/jsdomEnvironment.ts must be loaded before jsdom');
}
const selectors = require(selectorsPath) as { matchesDontThrow: Matcher };
selectors.matchesDontThrow = withQuickRejection(selectors.matchesDontThrow);

const FixedJSDOMEnvironment = require('jest-fixed-jsdom') as typeof import('jest-environment-jsdom').default;

export default class JsdomEnvironment extends FixedJSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    // For src/test/jsdomEnvironment.test.ts: proof that jsdom's style matching goes through the quick rejection.
    this.global.__fastMatchStats = fastMatchStats;
  }
}
