import { useEffect, useMemo, useRef, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { UPLOAD_FORMAT_ERROR, useUploadImageMutation, type UploadType } from '@/api/endpoints/uploads';
import type { UploadError } from '@/api/upload';
import { checkImageFile } from '@/utils/files';
import { uiT } from '@/components/i18n';

/** The configurations the specs name (spec 1 §5, spec 2 §5, spec 3 §5 / §9). */
export const UPLOAD_PRESETS = {
  /** Single file up to 5 MB (try-on, marketing's main image); the last 5 paths kept. */
  single: { maxMegabytes: 5, multiple: false, keepLast: 5 },
  /** Multi-upload: up to 10 files of 10 MB each. */
  multi: { maxMegabytes: 10, multiple: true, maxFiles: 10 },
  /** Model / avatar pictures: multi-upload with type `models` in category 20. */
  models: { maxMegabytes: 10, multiple: true, maxFiles: 10, type: 'models', category_id: 20 },
} as const satisfies Record<string, Partial<UploaderOptions>>;

export interface UploadedImage {
  image_id: number;
  path: string;
}

/** A file on its way: uploading with its percentage (capped at 99 until the server answers). */
export interface UploadInFlight {
  key: string;
  name: string;
  progress: number;
}

/** The list as the user picked it: uploaded images and the uploads still on their way, in picking order. */
export type UploadSlot =
  | { kind: 'image'; key: string; image: UploadedImage }
  | { kind: 'uploading'; key: string; upload: UploadInFlight };

/** Said when a pick holds more files than there is room for (spec 2 §5 words it for 5). */
export const uploadLimitMessage = (maxFiles: number, left: number) =>
  left > 0
    ? uiT('ui.upload.limitDropped', { max: maxFiles, left })
    : uiT('ui.upload.limit', { max: maxFiles });

export interface UploaderOptions {
  /** Size limit per file ("Image size cannot exceed {n}MB!"). */
  maxMegabytes: number;
  /** Several files per pick; otherwise one at a time, and nothing new while one is uploading. */
  multiple?: boolean;
  /** How many images the list holds; picks beyond it are cut, and `limitMessage` (or a default) says so. */
  maxFiles?: number;
  /** A rolling list instead: newest first, the oldest dropped beyond this many. */
  keepLast?: number;
  type?: UploadType;
  category_id?: number;
  limitMessage?: string;
  /** Said when the server gave no words of its own (network, timeout, odd reply). */
  failureMessage?: string;
  initial?: UploadedImage[];
  /** Where messages go (a toast); without it the last one is kept in `error`. */
  onError?: (message: string) => void;
  /** Each upload as it lands, with the file it came from (its name names a product). */
  onUploaded?: (image: UploadedImage, file: File) => void;
  /** The files that passed every check, before they are sent (to read a picture's shape). */
  onAccepted?: (files: File[]) => void;
}

/**
 * Spec 1 §8 / spec 3 §5: the server's own words (message, msg, error or detail) when it gave any; a
 * reply without a path is 'Upload response format error'; anything else the caller's fallback.
 */
export function uploadFailureText(error: unknown, fallback = uiT('ui.upload.failed')): string {
  const failure = (error ?? {}) as Partial<UploadError>;
  if (failure.serverMessage) return failure.serverMessage;
  if (failure.message === UPLOAD_FORMAT_ERROR) return UPLOAD_FORMAT_ERROR;
  return fallback;
}

interface Entry {
  /** Picking order: a later pick has a higher number, whenever its upload finishes. */
  seq: number;
  image: UploadedImage;
}

type Sending = UploadInFlight & { seq: number };

/**
 * The list once an upload landed. Pictures stand in the order they were picked, not the order their uploads
 * finished (a rolling list: the latest pick first).
 */
function withEntry(
  current: Entry[],
  entry: Entry,
  { keepLast, maxFiles }: Pick<UploaderOptions, 'keepLast' | 'maxFiles'>,
): Entry[] {
  if (keepLast) {
    const others = current.filter((item) => item.image.path !== entry.image.path);
    return [entry, ...others].sort((a, b) => b.seq - a.seq).slice(0, keepLast);
  }
  if (maxFiles !== undefined && current.length >= maxFiles) return current;
  return [...current, entry].sort((a, b) => a.seq - b.seq);
}

/** Uploaded images and uploads on their way as one list, in picking order (newest first for a rolling list). */
function slotsOf(entries: readonly Entry[], sending: readonly Sending[], newestFirst: boolean): UploadSlot[] {
  const all = [
    ...entries.map((entry) => ({
      seq: entry.seq,
      slot: { kind: 'image', key: `image-${entry.image.image_id}`, image: entry.image } as UploadSlot,
    })),
    ...sending.map(({ seq, ...upload }) => ({
      seq,
      slot: { kind: 'uploading', key: upload.key, upload } as UploadSlot,
    })),
  ];
  return all.sort((a, b) => (newestFirst ? b.seq - a.seq : a.seq - b.seq)).map((item) => item.slot);
}

/** The files that pass the checks (type, size); each problem found is reported. */
async function checkedFiles(files: readonly File[], maxMegabytes: number, report: (message: string) => void) {
  const accepted: File[] = [];
  for (const file of files) {
    const problem = await checkImageFile(file, maxMegabytes);
    if (problem) report(problem);
    else accepted.push(file);
  }
  return accepted;
}

/** The uploads on their way, each with its progress. */
function useSending() {
  const [inFlight, setInFlight] = useState<Sending[]>([]);
  const started = (item: Sending) => setInFlight((current) => [...current, item]);
  const progressed = (key: string, progress: number) =>
    setInFlight((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
  const finished = (key: string) => setInFlight((current) => current.filter((item) => item.key !== key));
  // As the screen shows them, without their picking order.
  const uploads = useMemo(() => inFlight.map(({ seq: _seq, ...upload }) => upload), [inFlight]);
  return { inFlight, uploads, started, progressed, finished };
}

/**
 * The one uploader (spec 1 §4/§5, spec 2 §5, spec 3 §5): checks every file before a byte is sent,
 * uploads through the one endpoint with real progress, and keeps the list of uploaded images the
 * way the screen is configured. Pair it with `ImageDropZone` for picking, dropping and pasting.
 */
export function useUploader(options: UploaderOptions) {
  const [upload] = useUploadImageMutation();
  const [entries, setEntries] = useState<Entry[]>(() =>
    (options.initial ?? []).map((image, seq) => ({ seq, image })),
  );
  const { inFlight, uploads, started, progressed, finished } = useSending();
  const nextSeq = useRef(options.initial?.length ?? 0);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const busy = useRef(0);

  const report = (message: string) => {
    if (latest.current.onError) latest.current.onError(message);
    else setError(message);
  };

  const keep = (entry: Entry) => setEntries((current) => withEntry(current, entry, latest.current));

  const sendOne = async (file: File, seq: number) => {
    const key = nanoid();
    const { type, category_id, failureMessage } = latest.current;
    started({ key, name: file.name, progress: 0, seq });
    const onProgress = (progress: number) => progressed(key, progress);
    try {
      const { image_id, path } = await upload({ file, type, category_id, onProgress }).unwrap();
      keep({ seq, image: { image_id, path } });
      latest.current.onUploaded?.({ image_id, path }, file);
    } catch (failure) {
      report(uploadFailureText(failure, failureMessage));
    } finally {
      finished(key);
    }
  };

  const add = async (files: File[]) => {
    const { multiple, maxFiles, keepLast, maxMegabytes, limitMessage } = latest.current;
    setError(null);
    if (!files.length || (!multiple && busy.current > 0)) return;
    let picked = multiple ? files : files.slice(0, 1);
    if (maxFiles !== undefined && !keepLast) {
      const room = Math.max(0, maxFiles - entries.length - busy.current);
      if (picked.length > room) report(limitMessage ?? uploadLimitMessage(maxFiles, picked.length - room));
      picked = picked.slice(0, room);
    }
    const accepted = await checkedFiles(picked, maxMegabytes, report);
    if (!accepted.length) return;
    latest.current.onAccepted?.(accepted);
    busy.current += accepted.length;
    const first = nextSeq.current;
    nextSeq.current += accepted.length;
    await Promise.all(
      accepted.map((file, index) => sendOne(file, first + index).finally(() => (busy.current -= 1))),
    );
  };

  const remove = (imageId: number) =>
    setEntries((current) => current.filter((item) => item.image.image_id !== imageId));

  const images = useMemo(() => entries.map((entry) => entry.image), [entries]);
  const slots = useMemo(
    () => slotsOf(entries, inFlight, Boolean(latest.current.keepLast)),
    [entries, inFlight],
  );

  const { maxFiles, keepLast } = options;
  return {
    images,
    /** Uploaded images and uploads on their way, in the order they were picked. */
    slots,
    inFlight: uploads,
    uploading: inFlight.length,
    error,
    add,
    remove,
    isFull: maxFiles !== undefined && !keepLast && entries.length + inFlight.length >= maxFiles,
  };
}
