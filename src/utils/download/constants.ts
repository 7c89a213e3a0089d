/** Spec 3 §5, §8, §9: what the download helper names, says and waits for. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const;

export const ZIP_FILE_NAME = 'downloaded-files.zip';
/** Entries of the zip are `file_1`, `file_2` … plus each file's extension. */
export const ZIP_ENTRY_PREFIX = 'file_';
export const DEFAULT_IMAGE_NAME = 'downloaded-image';
export const DEFAULT_FILE_NAME = 'downloaded-file';
/** A fetched file whose path names no extension is taken for a video. */
export const DEFAULT_FILE_EXTENSION = 'mp4';
export const DEFAULT_DATA_URL_EXTENSION = 'png';

/** Object URLs live this long after the save starts, then are revoked. */
export const OBJECT_URL_REVOKE_MS = 40_000;
