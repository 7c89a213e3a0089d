import { useEffect, useRef, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { UPLOAD_FORMAT_ERROR, useUploadImageMutation, type UploadType } from '@/api/endpoints/uploads';
import type { UploadError } from '@/api/upload';
import { checkImageFile } from '@/utils/files';

/** Spec 1 §8 (with the full stop) and spec 3 §5 (without): what a failed upload says without server words. */
export const UPLOAD_FAILED_MESSAGE = 'Image upload failed.';
export const UPLOAD_FAILED_MESSAGE_SPEC3 = 'Image upload failed';

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

export interface UploaderOptions {
  /** Size limit per file ("Image size cannot exceed {n}MB!"). */
  maxMegabytes: number;
  /** Several files per pick; otherwise one at a time, and nothing new while one is uploading. */
  multiple?: boolean;
  /** How many images the list holds; picks beyond it are cut with `limitMessage`. */
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
  onUploaded?: (image: UploadedImage) => void;
  /** The files that passed every check, before they are sent (to read a picture's shape). */
  onAccepted?: (files: File[]) => void;
}

/**
 * Spec 1 §8 / spec 3 §5: the server's own words (message, msg, error or detail) when it gave any; a
 * reply without a path is 'Upload response format error'; anything else the caller's fallback.
 */
export function uploadFailureText(error: unknown, fallback = UPLOAD_FAILED_MESSAGE): string {
  const failure = (error ?? {}) as Partial<UploadError>;
  if (failure.serverMessage) return failure.serverMessage;
  if (failure.message === UPLOAD_FORMAT_ERROR) return UPLOAD_FORMAT_ERROR;
  return fallback;
}

/**
 * The one uploader (spec 1 §4/§5, spec 2 §5, spec 3 §5): checks every file before a byte is sent,
 * uploads through the one endpoint with real progress, and keeps the list of uploaded images the
 * way the screen is configured. Pair it with `ImageDropZone` for picking, dropping and pasting.
 */
export function useUploader(options: UploaderOptions) {
  const [upload] = useUploadImageMutation();
  const [images, setImages] = useState<UploadedImage[]>(options.initial ?? []);
  const [inFlight, setInFlight] = useState<UploadInFlight[]>([]);
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

  const keep = (image: UploadedImage) =>
    setImages((current) => {
      const { keepLast, maxFiles } = latest.current;
      if (keepLast) return [image, ...current.filter((item) => item.path !== image.path)].slice(0, keepLast);
      return maxFiles !== undefined && current.length >= maxFiles ? current : [...current, image];
    });

  const sendOne = async (file: File) => {
    const key = nanoid();
    const { type, category_id, failureMessage } = latest.current;
    setInFlight((current) => [...current, { key, name: file.name, progress: 0 }]);
    const onProgress = (progress: number) =>
      setInFlight((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
    try {
      const { image_id, path } = await upload({ file, type, category_id, onProgress }).unwrap();
      keep({ image_id, path });
      latest.current.onUploaded?.({ image_id, path });
    } catch (failure) {
      report(uploadFailureText(failure, failureMessage));
    } finally {
      setInFlight((current) => current.filter((item) => item.key !== key));
    }
  };

  const add = async (files: File[]) => {
    const { multiple, maxFiles, keepLast, maxMegabytes, limitMessage } = latest.current;
    setError(null);
    if (!files.length || (!multiple && busy.current > 0)) return;
    let picked = multiple ? files : files.slice(0, 1);
    if (maxFiles !== undefined && !keepLast) {
      const room = Math.max(0, maxFiles - images.length - busy.current);
      if (picked.length > room && limitMessage) report(limitMessage);
      picked = picked.slice(0, room);
    }
    const accepted: File[] = [];
    for (const file of picked) {
      const problem = await checkImageFile(file, maxMegabytes);
      if (problem) report(problem);
      else accepted.push(file);
    }
    if (!accepted.length) return;
    latest.current.onAccepted?.(accepted);
    busy.current += accepted.length;
    await Promise.all(accepted.map((file) => sendOne(file).finally(() => (busy.current -= 1))));
  };

  const remove = (imageId: number) =>
    setImages((current) => current.filter((item) => item.image_id !== imageId));

  const { maxFiles, keepLast } = options;
  return {
    images,
    inFlight,
    uploading: inFlight.length,
    error,
    add,
    remove,
    isFull: maxFiles !== undefined && !keepLast && images.length + inFlight.length >= maxFiles,
  };
}
