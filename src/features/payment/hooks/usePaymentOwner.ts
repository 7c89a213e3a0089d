import { useEffect, useRef } from 'react';
import { useGetUserInfoQuery } from '@/api/endpoints/user';
import type { UserInfo } from '@/api/types';
import { useSignedIn } from '@/hooks/useSignedIn';

/** Whose payments these are: the account's id, the key of its pending orders and of its cross-tab notices. */
export const ownerOf = (user: Pick<UserInfo, 'user_id'> | undefined | null) =>
  user && user.user_id !== undefined && user.user_id !== null ? String(user.user_id) : null;

/** The signed-in account's owner key, read by callbacks (a ref: the flow's callbacks stay stable). */
export function usePaymentOwner() {
  const signedIn = useSignedIn();
  const { data } = useGetUserInfoQuery(undefined, { skip: !signedIn });
  const owner = useRef<string | null>(ownerOf(data));
  const value = signedIn ? ownerOf(data) : null;
  useEffect(() => {
    owner.current = value;
  }, [value]);
  return owner;
}
