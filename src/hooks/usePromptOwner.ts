import { useGetUserInfoQuery } from '@/api/endpoints/user';
import { promptOwner } from '@/utils/promptHistory';
import { useSignedIn } from './useSignedIn';

/**
 * Whose prompts these are (issue 29 §4): the signed-in account; null for a visitor (nothing is kept) and while the
 * account is loading. The account comes from the cache every screen fills.
 */
export function usePromptOwner(): string | null {
  const signedIn = useSignedIn();
  const user = useGetUserInfoQuery(undefined, { skip: !signedIn });
  return signedIn ? promptOwner(user.data) : null;
}
