/** What other features use of the performers' UI: the gallery overlay (SPEC §2), lazily. */
export { GalleryViewModel, type GalleryItem } from './view-models/gallery.view-model';

/** The overlay's code, loaded when a picture is first opened. */
export const loadGalleryOverlay = () => import('./components/gallery-overlay');
