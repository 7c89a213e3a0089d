/**
 * Issue 43 §6: Chinese lines that do not leave one character alone on the last line. Headings, buttons, tabs and
 * chips are balanced (their lines come out even); running text wraps "pretty" (the browser avoids a lone last
 * character) and breaks by the strict CJK rules (no line starts with 。，、 or a closing bracket). Only under
 * `:lang(zh)` — `<html lang>` follows the language — so English wraps as before.
 */
export const CJK_TEXT_RULES = {
  ':lang(zh)': { lineBreak: 'strict' },
  ':lang(zh) :is(h1, h2, h3, h4, h5, h6, button, [role="tab"], .MuiChip-label, .MuiAlert-message, .MuiDialogTitle-root)':
    { textWrap: 'balance' },
  ':lang(zh) :is(p, li, dd, label, .MuiTypography-body1, .MuiTypography-body2, .MuiTypography-caption)': {
    textWrap: 'pretty',
  },
} as const;
