import { Fragment, type ReactNode } from 'react';
import type { MessageValues, Translate } from '.';

/** Marks where a piece of content goes in a translated message (a private-use character no text holds). */
const MARK = '\uE000';
const SLOT = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A message that quotes what the backend or a user wrote ('Edit category “{name}”'): the translated text with each
 * piece of content in its own `translate="no"` element, where that language's word order puts it. The content is
 * not interface text: browsers' translators and the 中文 check leave it alone.
 */
export function withContent<K extends string>(
  t: Translate<K>,
  key: K,
  content: Record<string, string | number>,
  values: MessageValues = {},
): ReactNode {
  const slots = Object.fromEntries(Object.keys(content).map((name) => [name, `${MARK}${name}${MARK}`]));
  // split with a capturing group: text, slot name, text, slot name, …
  return t(key, { ...values, ...slots })
    .split(SLOT)
    .map((part, index) =>
      index % 2 === 0 ? (
        <Fragment key={index}>{part}</Fragment>
      ) : (
        // An inline span says so: jsdom computes no display for it and would space it out of an accessible name.
        <span key={index} translate="no" style={{ display: 'inline' }}>
          {content[part]}
        </span>
      ),
    );
}
