import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import { FACTORY_STEPS } from '../constants';
import { useModelingT } from '../i18n';

/** Spec 3 §2.5: the side step list; 4 Clothing is active, 5 Photo set disabled until the photoset exists. */
export function FactorySteps({ photosetReady, photoset }: { photosetReady: boolean; photoset: boolean }) {
  const t = useModelingT();
  const active = photoset ? 5 : 4;
  return (
    <List component="ol" aria-label={t('modeling.steps')} dense sx={{ p: 0 }}>
      {FACTORY_STEPS.map((label, index) => {
        const step = index + 1;
        const disabled = step === 5 && !photosetReady;
        return (
          <ListItem
            key={label}
            aria-current={step === active ? 'step' : undefined}
            aria-disabled={disabled || undefined}
            sx={{ opacity: disabled ? 0.6 : 1 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Avatar
                sx={{
                  width: 28,
                  height: 28,
                  fontSize: 14,
                  bgcolor: step === active ? 'primary.main' : 'grey.600',
                  color: 'common.white',
                }}
              >
                {step}
              </Avatar>
            </ListItemIcon>
            <ListItemText
              primary={t(label)}
              slotProps={{ primary: { sx: { fontWeight: step === active ? 700 : 400 } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
