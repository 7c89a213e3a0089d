// Modeling's public surface: the modeling screen, the fashion factory and the templates gallery.
export { FashionFactory } from './components/FashionFactory';
export { ModelingContent, modelingReady } from './components/ModelingContent';
export { TemplatesGallery } from './components/TemplatesGallery';
