export { PlansView, type PlansViewProps } from './components/PlansView';
export { usePlanTexts, type PlanTexts } from './dictionary';
export { prefetchPlans } from './prefetch';
