/** Uploads (sniffed, cleaned, stored) and serving stored images under /media. */
export { cleanImage } from './clean-image.js';
export { mediaRoutes } from './routes.js';
