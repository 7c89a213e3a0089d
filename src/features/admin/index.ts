// The back office's public surface: src/pages/admin composes one section per route.
export { AiTaskSection } from './components/AiTaskSection';
export { CategorySection } from './components/CategorySection';
export { DressingSection } from './components/DressingSection';
export { LibrarySection } from './components/LibrarySection';
export { OverviewSection } from './components/OverviewSection';
export { PlannedSectionPanel } from './components/PlannedSectionPanel';
export { ProductsSection } from './components/ProductsSection';
export { UploadMJSection } from './components/UploadMJSection';
export { PRE_SALE_STATUSES, PRODUCTION_STATUSES } from './constants';
export { PLANNED_SECTIONS } from './plannedSections';
