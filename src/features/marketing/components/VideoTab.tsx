import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { ImageDetail } from '@/api/types';
import { useRestoreRunning } from '@/features/tasks';
import { useVideoTasks, VideoGenerationPanel, VideoResults } from '@/features/video';
import { paths } from '@/utils/paths';
import { picturesOf } from '../utils';

export interface VideoTabProps {
  image: ImageDetail;
  scope: string;
  categoryId: number | null;
}

/** Spec 3 §2.1 Video tab: the shared video engine's results and panel. */
export function VideoTab({ image, scope, categoryId }: VideoTabProps) {
  const navigate = useNavigate();
  const pictures = picturesOf(image);
  const { restore } = useVideoTasks(scope);
  useRestoreRunning('videoShowGeneration', image.image_id, restore, { kind: 'video', label: 'Video' });
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
        gap: 2,
        minHeight: 0,
      }}
    >
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
    </Box>
  );
}
