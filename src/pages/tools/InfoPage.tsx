import { Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { HEADER_HEIGHT } from '@/app/layouts/AppHeader';
import { TaskAnnouncer } from '@/features/tasks';
import { ImageInfoView } from '@/features/image-info/components/ImageInfoView';
import { parseImageId } from '@/features/image-info/utils';

/** Spec 2 §2 `/tools/info/{id}`. */
export default function InfoPage() {
  const { id } = useParams();
  const imageId = parseImageId(id);
  return (
    <Box sx={{ height: { md: `calc(100vh - ${HEADER_HEIGHT}px)` } }}>
      <ImageInfoView key={imageId ?? 'invalid'} imageId={imageId} />
      <TaskAnnouncer />
    </Box>
  );
}
