export { downloadFiles, type DownloadOptions, type DownloadOutcome } from './download';
export { AT_LEAST_ONE_FILE_MESSAGE, DOWNLOAD_FAIL_MESSAGE, ZIP_FILE_NAME } from './constants';
