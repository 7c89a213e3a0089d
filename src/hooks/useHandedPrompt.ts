import { useLocation } from 'react-router-dom';

/** What one screen hands the next as its prompt: the navigation's state, so a reload or a shared link starts empty. */
export interface HandedPrompt {
  prompt?: string;
}

/**
 * The prompt a screen was opened with (the marketing hero's 'What should your character say?' line, spec 3 §2.1),
 * read once as a form's initial value; '' when none was handed over.
 */
export function useHandedPrompt(): string {
  const state = useLocation().state as HandedPrompt | null;
  return typeof state?.prompt === 'string' ? state.prompt : '';
}
