import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { StatusResult } from '@/components/StatusResult';
import { paths } from '@/utils/paths';
import { useMiscT } from './i18n';

export default function NotFoundPage() {
  const t = useMiscT();
  return (
    <StatusResult
      status="404"
      icon={<SearchOffOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
      message={t('misc.notFound')}
      actions={
        <Button component={RouterLink} to={paths.home()} variant="contained">
          {t('misc.backHome')}
        </Button>
      }
    />
  );
}
