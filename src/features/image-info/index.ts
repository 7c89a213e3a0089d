// Image info's public surface (`/tools/info/:id`).
export { ImageInfoView } from './components/ImageInfoView';
export { parseImageId } from './utils';
