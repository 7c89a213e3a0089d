// The production path's public surface: one view per `/tools/<page>/:id` screen, the lab, and their frame.
export { CostAssessmentView } from './components/CostAssessmentView';
export { DeliverView } from './components/DeliverView';
export { GenerateView } from './components/GenerateView';
export { LabLanding } from './components/LabLanding';
export { MakingPreSaleView } from './components/MakingPreSaleView';
export { ProductPageState } from './components/ProductPageState';
export { ProductRoute } from './components/ProductRoute';
export { SellView } from './components/SellView';
export { useProductPage } from './hooks/useProductPage';
export { parseProductId } from './utils';
