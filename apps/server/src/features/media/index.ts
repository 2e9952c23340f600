/** Uploads (sniffed, cleaned, stored) and serving stored images under /media. */
/** @public bench/upload.ts measures it through the build. */
export { cleanImage } from './clean-image.js';
export { mediaRoutes } from './routes.js';
