// The account, credit, image-detail and like endpoints the first page needs (what `@/api/endpoints`
// exported before the split, uploads aside), so existing imports keep working. Everything else is
// imported from the resource's own file (`@/api/endpoints/uploads`, `…/catalog`), which keeps
// creation-only code such as the upload transport out of the first page's JS.
export * from './images';
export * from './points';
export * from './user';
