import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { completeAppleSignIn } from '../apple';
import { useStartSession } from '../hooks/useStartSession';
import { useAuthT } from '../i18n';

/** Apple's return point: reports success with the placeholder tokens, then hands over. */
export function AppleCallback({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useAuthT();
  const startSession = useStartSession();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    completeAppleSignIn(abort.signal)
      .then((tokens) => {
        startSession(tokens);
        setDone(true);
        onSignedIn();
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [startSession, onSignedIn]);

  return done ? (
    <Alert severity="success">{t('auth.appleDone')}</Alert>
  ) : (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{t('auth.appleWaiting')}</Typography>
    </Stack>
  );
}
