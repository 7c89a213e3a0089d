export { PlansView, type PlansViewProps } from './components/PlansView';
export { type PlanTexts } from './dictionary';
