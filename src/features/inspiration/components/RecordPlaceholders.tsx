import { TaskPlaceholder } from '@/components/TaskPlaceholder';
import { PLACEHOLDERS_IMAGE_CHAT, PLACEHOLDERS_PER_RECORD } from '../constants';
import { RecordGrid } from './RecordGrid';

/** Spec 2 §2: four placeholders while a generation runs, one for vary/upscale (imageChat). */
export function RecordPlaceholders({
  ratio,
  functionKey,
  progress,
}: {
  ratio?: string | null;
  functionKey?: string | null;
  progress: number | null;
}) {
  const count = functionKey === 'imageChat' ? PLACEHOLDERS_IMAGE_CHAT : PLACEHOLDERS_PER_RECORD;
  return (
    <RecordGrid ratio={ratio}>
      {Array.from({ length: count }, (_, index) => (
        <TaskPlaceholder key={index} ratio={ratio ?? '1:1'} progress={progress} />
      ))}
    </RecordGrid>
  );
}
