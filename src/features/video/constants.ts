/** The shared video-generation engine's rules (spec 3 §2.1, §5, §9); its texts are in i18n/. */

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
/** Spec 3 §4.1: marketing's default failure reason. */
export const MARKETING_UNKNOWN_REASON = 'unknown reason';
