// First, so the libraries evaluate in their own tasks before the app's modules (evaluationSteps/react.ts).
import './evaluationSteps/components';
import { baseApi } from '@/api/baseApi';
import { theme } from '@/theme';
import { endStep } from './evaluationSteps/yieldTask';

// The theme and the API's endpoints, the app's own modules that do the most at evaluation, end their task here;
// the rest of the app chunk and main.tsx run in the next.
await endStep(baseApi, theme);
// ICU loads its number data with the page's first Intl.NumberFormat (13–27 ms unthrottled): a plural in the first
// render's texts (Inspiration) or a figure in the first answer's render (plans' credits) paid it inside that long
// task, ×4 in Lighthouse's simulation. Paid here in a task of its own (docs/performance.md, item 5); the browser's
// locale is the app's for nearly every visitor, and any other formatter costs little once ICU is loaded.
await endStep(new Intl.NumberFormat().format(0));
