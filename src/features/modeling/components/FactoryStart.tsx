import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import StyleIcon from '@mui/icons-material/StyleOutlined';
import { NextStepPanel } from '@/components/NextStepPanel';
import { paths } from '@/utils/paths';
import { useModelingT } from '../i18n';

/**
 * `/modeling/fashionFactory` without an image (issue 26 defect 4): the factory dresses a look, so the
 * way forward is picking one in the Fashion Style gallery (its ReStyle opens the factory with it) —
 * not a blank stage whose button answers 'Missing image_id'.
 */
export function FactoryStart() {
  const t = useModelingT();
  return (
    <NextStepPanel
      icon={<StyleIcon fontSize="inherit" />}
      title={t('modeling.start.factoryTitle')}
      actions={
        <Button variant="contained" component={RouterLink} to={paths.space('avator')}>
          {t('modeling.start.browseLooks')}
        </Button>
      }
    >
      {t('modeling.start.factoryText')}
    </NextStepPanel>
  );
}
