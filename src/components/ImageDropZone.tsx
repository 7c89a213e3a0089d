import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material';

export interface ImageDropZoneProps {
  /** Receives what was picked, dropped or pasted; checking the files is the uploader's job. */
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** Also take pictures pasted anywhere on the page while this zone is shown (text pastes are ignored). */
  pasteAnywhere?: boolean;
  /** Accessible name of the hidden file input. */
  inputLabel: string;
  /** Test hook of the hidden input (Playwright and Jest set files on it). */
  inputTestId?: string;
  sx?: SxProps<Theme>;
  /** The visible picker; call `open()` to show the file dialog. */
  children: (open: () => void, dragging: boolean) => ReactNode;
}

const filesOf = (list: FileList | null | undefined) => Array.from(list ?? []);

/** While `enabled`, pictures pasted anywhere on the page go to `onFiles` (text pastes are left alone). */
function usePasteAnywhere(enabled: boolean, multiple: boolean, onFiles: (files: File[]) => void) {
  const latest = useRef(onFiles);
  useEffect(() => {
    latest.current = onFiles;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData?.files);
      if (!files.length) return;
      event.preventDefault();
      latest.current(multiple ? files : files.slice(0, 1));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [enabled, multiple]);
}

/**
 * Where pictures come in (spec 1 §5, spec 3 §2.1): the file dialog, drag and drop, and paste — the same
 * way everywhere a picker is. Presentational: the files go to `onFiles` (usually `useUploader().add`).
 */
export function ImageDropZone({
  onFiles,
  multiple = false,
  disabled = false,
  pasteAnywhere = false,
  inputLabel,
  inputTestId,
  sx,
  children,
}: ImageDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  usePasteAnywhere(pasteAnywhere && !disabled, multiple, onFiles);

  const take = (files: File[]) => {
    if (disabled || !files.length) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(filesOf(event.dataTransfer?.files));
      }}
      onPaste={
        pasteAnywhere
          ? undefined
          : (event) => {
              const files = filesOf(event.clipboardData?.files);
              if (files.length) {
                event.preventDefault();
                take(files);
              }
            }
      }
      sx={[
        { borderRadius: 1, outline: dragging ? '2px dashed' : 'none', outlineColor: 'primary.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children(() => input.current?.click(), dragging)}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = filesOf(event.target.files);
          event.target.value = '';
          take(files);
        }}
      />
    </Box>
  );
}
