import { useEffect, useState } from 'react';
import { dropEarlyData, earlyData } from '@/api/earlyRequests';

/**
 * What index.html's early request to `url` already has (src/api/earlyRequests.ts), read at the first render: the
 * screen shows it from its first commit (what its prerendered screen shows stays where it is) while its query, which
 * takes the same answer over, runs. `url` null: none to read. Returned only while the screen still asks for that
 * URL; dropped once `own` (the query's own data) is in, so a later visit asks the server.
 */
export function useEarlyData<T>(url: string | null, own: unknown): T | undefined {
  const [early] = useState(() => ({ url, data: url ? (earlyData(url) as T | undefined) : undefined }));
  useEffect(() => {
    if (own !== undefined && early.url) dropEarlyData(early.url);
  }, [own, early.url]);
  return early.url === url ? early.data : undefined;
}
