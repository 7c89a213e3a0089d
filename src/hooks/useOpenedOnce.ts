import { useState } from 'react';

/**
 * True from the first time `open` is true on. A lazily loaded overlay mounts when it first opens
 * and then stays mounted (closed, MUI renders nothing), so it still plays its exit transition and
 * hands focus back to its trigger exactly as before.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
