import type { UserRow } from './db/types';
import { forbidden } from './errors';
import type { Ctx } from './http';

/** The contract's operator-only answer (`x-operator-only`): 401 for visitors, 403 for non-admins. */
export const NOT_ADMIN_MESSAGE = 'Only administrators may do this';

export function requireAdmin(ctx: Ctx): UserRow {
  const user = ctx.requireUser();
  if (user.role !== 'admin') throw forbidden(NOT_ADMIN_MESSAGE);
  return user;
}
