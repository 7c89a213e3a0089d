import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { StatusResult } from '@/components/StatusResult';
import { paths } from '@/utils/paths';

export default function NotFoundPage() {
  return (
    <StatusResult
      status="404"
      icon={<SearchOffOutlinedIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />}
      message="Sorry, the page you visited does not exist."
      actions={
        <Button component={RouterLink} to={paths.home()} variant="contained">
          Back Home
        </Button>
      }
    />
  );
}
