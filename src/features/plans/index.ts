export { PlansView, type PlansViewProps } from './components/PlansView';
export { PLAN_TEXTS, type PlanTexts } from './dictionary';
