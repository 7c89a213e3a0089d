// First, so the libraries evaluate in their own tasks before the app's modules (evaluationSteps/react.ts).
import './evaluationSteps/components';
import { baseApi } from '@/api/baseApi';
import { theme } from '@/theme';
import { endStep } from './evaluationSteps/yieldTask';

// The theme and the API's endpoints, the app's own modules that do the most at evaluation, end their task here;
// the rest of the app chunk and main.tsx run in the next.
await endStep(baseApi, theme);
