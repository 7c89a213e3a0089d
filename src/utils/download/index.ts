export {
  downloadFiles,
  saveFiles,
  type DownloadOptions,
  type DownloadOutcome,
  type NamedFile,
} from './download';
export { loadImage } from './browser';
export { isImagePath } from './fileNames';
export { AT_LEAST_ONE_FILE_MESSAGE, DOWNLOAD_FAIL_MESSAGE, ZIP_FILE_NAME } from './constants';
