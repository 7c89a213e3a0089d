/**
 * Prompts that worked (issue 29 §4): each user's recent prompts and starred prompts, kept in this browser only,
 * under one localStorage key per user, `atelier.prompts.<user>` (named in the privacy policy). Cleared when that
 * user signs out. Pure functions over storage; `usePromptHistory` (src/hooks) is the React side. Only the
 * history's own chunks load it (the popover, the star, and a dynamic import after a submission or a sign-out).
 */

import { userApi } from '@/api/endpoints/user';

export const PROMPT_HISTORY_KEY_PREFIX = 'atelier.prompts.';
export const RECENT_PROMPTS_LIMIT = 20;
export const STARRED_PROMPTS_LIMIT = 50;

export interface PromptHistory {
  /** Newest first, at most 20, no two alike (case and spacing ignored). */
  recent: string[];
  /** Newest first. */
  starred: string[];
}

const EMPTY: PromptHistory = { recent: [], starred: [] };
const CHANGE_EVENT = 'app:prompt-history-change';

/** The owner part of the key: the account's id, else its e-mail. */
export function promptOwner(user: { user_id?: number; email?: string } | null | undefined): string | null {
  if (!user) return null;
  if (user.user_id !== undefined && user.user_id !== null) return String(user.user_id);
  return user.email ? user.email.toLowerCase() : null;
}

type StoreState = Parameters<ReturnType<typeof userApi.endpoints.getUserInfo.select>>[0];
const selectUser = userApi.endpoints.getUserInfo.select();
/** The signed-in account's owner part, from the account the cache holds (the header loaded it). */
const ownerIn = (state: StoreState) => promptOwner(selectUser(state).data);

export const promptHistoryKey = (owner: string) => `${PROMPT_HISTORY_KEY_PREFIX}${owner}`;

const normal = (text: string) => text.trim().replace(/\s+/g, ' ');
const same = (a: string, b: string) => normal(a).toLowerCase() === normal(b).toLowerCase();
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && !!item.trim())
    : [];

// One parsed value per key and stored text, so useSyncExternalStore gets the same object until it changes.
const cache = new Map<string, { raw: string | null; value: PromptHistory }>();

export function readPromptHistory(owner: string | null): PromptHistory {
  if (!owner) return EMPTY;
  const key = promptHistoryKey(owner);
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value;
  let value = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<PromptHistory>) : null;
    if (parsed) value = { recent: strings(parsed.recent), starred: strings(parsed.starred) };
  } catch {
    // A damaged entry is treated as empty and overwritten by the next prompt.
  }
  cache.set(key, { raw, value });
  return value;
}

function write(owner: string, next: PromptHistory): void {
  try {
    window.localStorage.setItem(promptHistoryKey(owner), JSON.stringify(next));
  } catch {
    // Storage full or refused: the history is simply not kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** A prompt used for a generation goes first; an earlier equal one moves up instead of repeating. */
export function addRecentPrompt(owner: string | null, text: string): void {
  const prompt = normal(text);
  if (!owner || !prompt) return;
  const history = readPromptHistory(owner);
  write(owner, {
    ...history,
    recent: [prompt, ...history.recent.filter((item) => !same(item, prompt))].slice(0, RECENT_PROMPTS_LIMIT),
  });
}

export function removeRecentPrompt(owner: string | null, text: string): void {
  if (!owner) return;
  const history = readPromptHistory(owner);
  write(owner, { ...history, recent: history.recent.filter((item) => !same(item, text)) });
}

export function isStarred(history: PromptHistory, text: string): boolean {
  return history.starred.some((item) => same(item, text));
}

export function toggleStarredPrompt(owner: string | null, text: string): void {
  const prompt = normal(text);
  if (!owner || !prompt) return;
  const history = readPromptHistory(owner);
  const starred = isStarred(history, prompt)
    ? history.starred.filter((item) => !same(item, prompt))
    : [prompt, ...history.starred].slice(0, STARRED_PROMPTS_LIMIT);
  write(owner, { ...history, starred });
}

/** Sign-out of that user: nothing of theirs stays in the browser. */
export function clearPromptHistory(owner: string | null): void {
  if (!owner) return;
  try {
    window.localStorage.removeItem(promptHistoryKey(owner));
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribePromptHistory(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Case-insensitive search over every word typed. */
export function matchesPrompt(text: string, query: string): boolean {
  const words = normal(query).toLowerCase().split(' ').filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * Thunks for code outside the history's components, which fetch this module only when they need it: the creation
 * submit once work was accepted, sign-out before the cache is reset.
 */
export const rememberPrompt = (text: string) => (_dispatch: unknown, getState: () => StoreState) =>
  addRecentPrompt(ownerIn(getState()), text);
export const forgetPrompts = () => (_dispatch: unknown, getState: () => StoreState) =>
  clearPromptHistory(ownerIn(getState()));
