import { useEffect } from 'react';
import { type RecordSubmit, type GenerationRecord, type TaskItem } from '@/features/tasks';
import { HistoryRecord, PendingRecord } from '@/features/tasks/records';
import { UseInMenu } from '@/components/catalogue/UseInMenu';
import { StarPromptButton } from '@/components/generator/StarPromptButton';

const describe = (submit: RecordSubmit | undefined) => ({
  prompt: submit?.prompt,
  ratio: submit?.ar ?? undefined,
  functionKey: submit?.function_key ?? undefined,
});

/** The tasks submitted here that the history does not list yet: their cards, placeholders and progress. */
export function PendingRecords({ items }: { items: TaskItem<RecordSubmit>[] }) {
  return items.map((item) => <PendingRecord key={item.tempId} item={item} describe={describe} />);
}

/** The history's records: running ones polled, finished ones with their pictures, star and 'Use in…'. */
export function HistoryRecords({
  records,
  untitled,
  onDrawn,
}: {
  records: GenerationRecord[];
  /** What a record without a prompt is called in its 'Use in…' menu. */
  untitled: string;
  /** Called once the cards are on the page (the history's scroll position is restored then). */
  onDrawn: () => void;
}) {
  useEffect(onDrawn, [onDrawn]);
  return records.map((record) => (
    <HistoryRecord
      key={record.record_id}
      record={record}
      // A prompt that worked can be starred and reused from every prompt field (issue 29 §4).
      successActions={(done) => (
        <>
          <StarPromptButton prompt={done.params?.prompt} />
          {/* Issue 45 §2: the record's first picture sent on to another tool by its id. */}
          {done.result?.[0] && (
            <UseInMenu
              name={done.params?.prompt || untitled}
              picture={{
                image_id: done.result[0].image_id,
                path: done.result[0].path,
                from: 'inspiration',
                date: done.create_time,
              }}
            />
          )}
        </>
      )}
    />
  ));
}
