/** The shared video-generation engine's rules and texts (spec 3 §2.1, §5, §8, §9). */

/** Spec 3 §9: animation effects shown before 'More(n)'. */
export const EFFECTS_SHOWN = 4;
/** Spec 3 §2.1: pictures shown in 'Choice of picture' before 'More (n)'. */
export const PICTURES_SHOWN = 5;
/** Spec 3 §7: the video API platform is a fixed string. */
export const VIDEO_API_PLATFORM = '302AI';
/** Spec 3 §5: the model list hides models labelled runway or pollo seedance lite. */
export const HIDDEN_VIDEO_MODELS: readonly RegExp[] = [/runway/i, /pollo\s*seedance\s*lite/i];
/** Spec 3 §2.1: the category type of video templates (animation effects). */
export const VIDEO_TEMPLATE_TYPE = 1;
/** Spec 3 §3: history of video records. */
export const VIDEO_FUNCTION_KEY = 'videoShowGeneration';
export const VIDEO_LABELS = {
  prompt: 'Prompt',
  picture: 'Choice of picture',
  model: 'Choice of model',
  effects: 'Choice of animation effects',
  more: (n: number) => `More(${n})`,
  morePictures: (n: number) => `More (${n})`,
  upload: 'Upload picture',
  effectsTitle: 'Animation effects',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;

/** Spec 3 §8: video submission, retry and download messages (quoted exactly). */
export const VIDEO_MESSAGES = {
  submitted: 'Video generation task submitted successfully',
  noRecord: 'Failed to submit video generation request',
  requestFailed: 'Video generation request failed',
  retrySubmitted: 'Video generation retry task submitted successfully',
  retryNoRecord: 'Failed to submit video generation retry request',
  retryRequestFailed: 'Video generation retry request failed',
  retryFailed: 'Failed to retry video generation task',
  downloadFailed: 'Video download failed',
  /** Spec 3 §5: no effect chosen (an info message). */
  needEffect: 'Choice of animation effects',
  noModels: 'No models available',
  /** Spec 3 §2.1: Try-On or Video with no uploaded picture. */
  needPicture: 'Please upload the picture first.',
  /** Spec 3 §8 (video variant of the processing-queue message). */
  queued:
    'Your video has entered the processing queue. This will take a little time, so please wait patiently for a moment.',
} as const;

/** Spec 3 §4.1: marketing's default failure reason. */
export const MARKETING_UNKNOWN_REASON = 'unknown reason';

/**
 * Texts the spec gives only as "Chinese … meaning X": the Chinese text when the stored language is
 * Chinese, X otherwise (spec 3 §8).
 */
export const LOCALIZED = {
  loading: { en: 'Loading', zh: '加载中' },
  noContent: { en: 'No content', zh: '暂无内容' },
  generationFailed: { en: 'Generation failed: ', zh: '生成失败：' },
  videoFailed: { en: 'Video generation failed: ', zh: '视频生成失败：' },
} as const;
