import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { CreationColumns } from '@/components/CreationColumns';
import type { ImageDetail } from '@/api/types';
import { useRestoreRunning } from '@/features/tasks';
import { useVideoTasks, VideoGenerationPanel, VideoResults } from '@/features/video';
import { paths } from '@/utils/paths';
import { picturesOf } from '../utils';
import { useMarketingT } from '../i18n';

export interface VideoTabProps {
  image: ImageDetail;
  scope: string;
  categoryId: number | null;
}

/** Spec 3 §2.1 Video tab: the shared video engine's results and panel. */
export function VideoTab({ image, scope, categoryId }: VideoTabProps) {
  const t = useMarketingT();
  const navigate = useNavigate();
  const pictures = picturesOf(image, t);
  const { restore } = useVideoTasks(scope);
  useRestoreRunning('videoShowGeneration', image.image_id, restore, {
    kind: 'video',
    label: t('marketing.taskVideo'),
  });
  return (
    <CreationColumns>
      <Box sx={{ minWidth: 0 }}>
        <VideoResults scope={scope} videos={image.videos ?? []} pictures={pictures} />
      </Box>
      <VideoGenerationPanel
        key={image.image_id}
        scope={scope}
        pictures={pictures}
        categoryId={categoryId}
        onUploaded={(uploaded) =>
          navigate(paths.marketingContent({ image_id: uploaded.image_id, type: 'video' }))
        }
      />
    </CreationColumns>
  );
}
