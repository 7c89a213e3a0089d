export { saveFiles, type DownloadOptions, type DownloadOutcome, type NamedFile } from './download';
export { loadImage } from './browser';
export { isImagePath } from './fileNames';
