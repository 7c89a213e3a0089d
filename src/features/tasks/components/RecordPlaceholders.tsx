import { TaskPlaceholder } from '@/components/TaskPlaceholder';
import { PLACEHOLDERS_IMAGE_CHAT, PLACEHOLDERS_PER_RECORD } from '../constants';
import { RecordGrid } from './RecordGrid';

/** Spec 2 §2: four placeholders while a generation runs, one for vary/upscale (imageChat). */
export function RecordPlaceholders({
  ratio,
  functionKey,
  progress,
  count,
}: {
  ratio?: string | null;
  functionKey?: string | null;
  /** The fake percentage, or null for "Starting...". */
  progress: number | null;
  /** How many results the task makes, when the function key does not say. */
  count?: number;
}) {
  const shown = count ?? (functionKey === 'imageChat' ? PLACEHOLDERS_IMAGE_CHAT : PLACEHOLDERS_PER_RECORD);
  return (
    <RecordGrid ratio={ratio}>
      {Array.from({ length: shown }, (_, index) => (
        <TaskPlaceholder key={index} ratio={ratio ?? '1:1'} progress={progress} />
      ))}
    </RecordGrid>
  );
}
