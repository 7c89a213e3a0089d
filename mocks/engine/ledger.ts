import { db } from '../db';
import type { UserRow } from '../db/types';
import { badRequest, notEnoughCredits, notFound } from '../errors';
import { now } from './clock';

/** Cost of a function key in points, as `GET /global/getFunction/{key}` reports it. */
export function functionCost(key: string): number {
  const fn = db().functions.find((f) => f.key === key);
  if (!fn) throw notFound(`Unknown function key: ${key}`);
  return fn.points;
}

function entry(user: UserRow, delta: number, reason: string, ref: string | null) {
  const t = db();
  const id = (t.ledger.at(-1)?.id ?? 0) + 1;
  t.ledger.push({ id, user_id: user.user_id, delta, balance: user.points, reason, ref, at: now() });
}

/**
 * Checks and debits `count` times the cost of `key`. Throws the 402 envelope (nothing debited)
 * when the balance does not cover it; callers charge before creating anything.
 */
export function charge(user: UserRow, key: string, count = 1, ref: string | null = null): number {
  if (!Number.isInteger(count) || count < 1) throw badRequest('Nothing to generate');
  const cost = functionCost(key) * count;
  if (user.points < cost) {
    throw notEnoughCredits(
      `Not enough credits: this needs ${cost} credits and you have ${user.points}. Top up on the payment page.`,
    );
  }
  user.points -= cost;
  entry(user, -cost, key, ref);
  return cost;
}

export function credit(user: UserRow, amount: number, reason: string, ref: string | null = null): void {
  user.points += amount;
  user.total += amount;
  entry(user, amount, reason, ref);
}
