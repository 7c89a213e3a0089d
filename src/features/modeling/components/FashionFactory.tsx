import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ProvenanceNote } from '@/components/catalogue/ProvenanceNote';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import { ToolPageFrame } from '@/components/ToolPageFrame';
import { useModelingT } from '../i18n';
import { useFactoryParams } from '../hooks/useFactoryParams';
import { ConfirmLook } from './ConfirmLook';
import { FactoryStart } from './FactoryStart';
import { FactorySteps } from './FactorySteps';
import { Photoset } from './Photoset';

/**
 * Spec 3 §2.5 / §4.3 the fashion factory: one look → a 12-style photoset. The stage follows the query:
 * `mode=photoset&batch_id=` is the photoset view (direct entry polls it), anything else confirms the look.
 */
export function FashionFactory() {
  const t = useModelingT();
  const navigate = useNavigate();
  const query = useFactoryParams();
  const photoset = query.photoset && Boolean(query.batchId);
  const ids = { image_id: query.rawImageId, prompt_id: query.promptId };
  const goBack = () => void navigate(-1);

  return (
    <ToolPageFrame
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        position: 'relative',
      }}
    >
      <Box
        component="nav"
        aria-label={t('modeling.factorySteps')}
        sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, p: 2 }}
      >
        <ProvenanceNote />
        <FactorySteps photosetReady={photoset} photoset={photoset} />
      </Box>
      <Box sx={{ minHeight: 0, overflowY: { md: 'auto' }, p: { xs: 2, md: 3 }, pr: { xs: 2, md: 7 } }}>
        <IconButton
          aria-label={t('modeling.close')}
          onClick={goBack}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        {photoset ? (
          <Photoset
            key={query.batchId}
            batchId={query.batchId as string}
            lookImageId={query.imageId}
            promptId={query.promptId}
            // Spec 3 §4.3: Back in the result state resets everything and stops polling.
            onBack={() => query.set(ids, { reset: true })}
          />
        ) : query.rawImageId === null ? (
          <FactoryStart />
        ) : (
          <ConfirmLook
            key={`${query.rawImageId}:${query.promptId}`}
            imageId={query.imageId}
            rawImageId={query.rawImageId}
            promptId={query.promptId}
            batchId={query.batchId}
            reset={query.reset}
            onOutfitBatch={(batchId, recordId, restored) =>
              query.set({ ...ids, batch_id: batchId, record_id: recordId }, { replace: restored })
            }
            onPhotoset={(batchId) => query.set({ ...ids, batch_id: batchId, mode: 'photoset' })}
            onBack={goBack}
          />
        )}
      </Box>
    </ToolPageFrame>
  );
}
