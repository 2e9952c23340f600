import type { Config } from '../config.js';
import { createDiskStore } from './disk-store.js';
import { createS3Store } from './s3-store.js';
import type { MediaStore } from './store.js';

/** The media store chosen by configuration: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export function createMediaStore(config: Config): MediaStore {
  return config.media.kind === 's3' ? createS3Store(config.media) : createDiskStore(config.media.dir, config.publicUrl);
}
