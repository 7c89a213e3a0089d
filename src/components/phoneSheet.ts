import { PHONE_QUERY } from '@/theme/layout';

/**
 * `sx` for an AppDialog with little in it (a confirmation, a status note): on a phone it is a sheet as tall as its
 * content at the bottom of the screen, its actions right under the content — not the theme's full-screen page that
 * is mostly empty above actions at the very bottom. Larger screens keep the centred dialog.
 */
export const PHONE_SHEET = {
  '& .MuiDialog-container': { [`@media ${PHONE_QUERY}`]: { alignItems: 'flex-end' } },
  '& .MuiDialog-paper': {
    [`@media ${PHONE_QUERY}`]: {
      margin: 0,
      width: '100%',
      maxWidth: '100%',
      height: 'auto',
      maxHeight: '100%',
      borderRadius: '16px 16px 0 0',
    },
  },
} as const;
