import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { useSignedIn } from './useSignedIn';

/** The owner part of the prompt history's key (issue 29 §4): the account's id, else its e-mail. */
export function promptOwner(user: { user_id?: number; email?: string } | null | undefined): string | null {
  if (!user) return null;
  if (user.user_id !== undefined && user.user_id !== null) return String(user.user_id);
  return user.email ? user.email.toLowerCase() : null;
}

/**
 * Whose prompts these are: the signed-in account; null for a visitor (nothing is kept) and while the account is
 * loading. Light on purpose (the account comes from the cache every screen fills): the prompt field, the creation
 * submit and sign-out need only this, the storage code loads with the history itself.
 */
export function usePromptOwner(): string | null {
  const signedIn = useSignedIn();
  const user = useGetUserInfoQuery(undefined, { skip: !signedIn });
  return signedIn ? promptOwner(user.data) : null;
}
