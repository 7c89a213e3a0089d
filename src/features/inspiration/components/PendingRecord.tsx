import type { PendingTask } from '@/features/tasks';
import { LiveRecord } from './LiveRecord';
import { RecordCard } from './RecordCard';
import { RecordPlaceholders } from './RecordPlaceholders';

/** What a pending item carries from its submission (the form or a vary/upscale). */
interface SubmittedData {
  prompt?: string;
  ar?: string;
  function_key?: string;
}

/** A task submitted from this browser that the history does not list yet. */
export function PendingRecord({ item }: { item: PendingTask }) {
  const submitted = (item.submit ?? {}) as SubmittedData;
  const ratio = submitted.ar ?? '1:1';
  const functionKey = submitted.function_key ?? 'imageGeneration';
  return (
    <RecordCard prompt={submitted.prompt} ratio={ratio} functionKey={functionKey}>
      {item.recordId ? (
        <LiveRecord recordId={item.recordId} ratio={ratio} functionKey={functionKey} />
      ) : (
        <RecordPlaceholders ratio={ratio} functionKey={functionKey} progress={null} />
      )}
    </RecordCard>
  );
}
