import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { StatusResult } from '@/components/StatusResult';
import { paths } from '@/utils/paths';
import { useShellT } from '@/features/shell/i18n';

export default function NotFoundPage() {
  const t = useShellT();
  return (
    <StatusResult
      status="404"
      icon={<SearchOffOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
      message={t('shell.notFound')}
      actions={
        <Button component={RouterLink} to={paths.home()} variant="contained">
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
