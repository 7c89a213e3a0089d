import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotifySettings, type NotifySettings } from '@/hooks/useNotifySettings';
import { requestSystemPermission, systemPermission, type SystemPermission } from '@/hooks/systemPermission';
import { AppDialog } from './AppDialog';
import { useUiT } from './i18n';
import { notifySettingsT, useNotifySettingsT } from './notifySettings/i18n';

/** What tests and stories look for, in the stored language (the component itself reads its catalog's hook). */
export const NOTIFY_TEXT = {
  get title() {
    return notifySettingsT('notify.title');
  },
  get denied() {
    return notifySettingsT('notify.denied');
  },
};

const ORDER: (keyof NotifySettings)[] = ['title', 'favicon', 'toast', 'system', 'quiet'];

export interface NotificationSettingsProps {
  /** The browser's permission (read from the browser when omitted; stories and tests pass one). */
  permission?: SystemPermission;
  /** Asks the browser (Notification.requestPermission when omitted). */
  requestPermission?: () => Promise<SystemPermission>;
}

/**
 * One switch per channel (issue 29 §3). The system channel asks the browser's permission from the click that
 * switches it on (never on load); a refusal leaves it off and says how to allow it.
 */
export function NotificationSettings({
  permission: givenPermission,
  requestPermission = requestSystemPermission,
}: NotificationSettingsProps) {
  const t = useNotifySettingsT();
  const [settings, update] = useNotifySettings();
  const [asked, setAsked] = useState<SystemPermission | null>(null);
  const [asking, setAsking] = useState(false);
  const permission = asked ?? givenPermission ?? systemPermission();
  const systemOn = settings.system && permission === 'granted';

  const toggle = async (name: keyof NotifySettings, on: boolean) => {
    if (name !== 'system' || !on || permission === 'granted') {
      update({ [name]: on });
      return;
    }
    setAsking(true);
    const answer = await requestPermission();
    setAsking(false);
    setAsked(answer);
    update({ system: answer === 'granted' });
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="textSecondary">
        {t('notify.intro')}
      </Typography>
      <FormGroup>
        {ORDER.map((name) => {
          const label = t(`notify.${name}.label`);
          const hint = t(`notify.${name}.hint`);
          const checked = name === 'system' ? systemOn : settings[name];
          const muted = settings.quiet && (name === 'toast' || name === 'system');
          return (
            <FormControlLabel
              key={name}
              sx={{ alignItems: 'flex-start', mx: 0, py: 0.75, gap: 1, justifyContent: 'space-between' }}
              labelPlacement="start"
              control={
                <Switch
                  checked={checked}
                  disabled={(name === 'system' && (permission === 'unsupported' || asking)) || muted}
                  onChange={(event) => void toggle(name, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `notify-${name}-hint` } }}
                />
              }
              label={
                <span>
                  <Typography component="span" variant="body1" sx={{ display: 'block' }}>
                    {label}
                  </Typography>
                  <Typography
                    component="span"
                    id={`notify-${name}-hint`}
                    variant="body2"
                    color="textSecondary"
                    sx={{ display: 'block' }}
                  >
                    {hint}
                  </Typography>
                </span>
              }
            />
          );
        })}
      </FormGroup>
      {asking && (
        <Typography role="status" variant="body2">
          {t('notify.asking')}
        </Typography>
      )}
      {permission === 'denied' && <Alert severity="info">{t('notify.denied')}</Alert>}
      {permission === 'unsupported' && <Alert severity="info">{t('notify.unsupported')}</Alert>}
    </Stack>
  );
}

export interface NotificationSettingsDialogProps extends NotificationSettingsProps {
  open: boolean;
  onClose: () => void;
}

/** The settings in the user menu's dialog. */
export function NotificationSettingsDialog({ open, onClose, ...props }: NotificationSettingsDialogProps) {
  const t = useUiT();
  const notifyT = useNotifySettingsT();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={notifyT('notify.title')}
      maxWidth="xs"
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('ui.done')}
        </Button>
      }
    >
      <NotificationSettings {...props} />
    </AppDialog>
  );
}
