import type { PictureWidth } from '@storybook/contract';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { contentKey, mediaTypeOfKey, thumbnailKey, variantKey } from './keys.js';
import type { MediaStore, MediaType, StoredMedia } from './store.js';

export type S3MediaConfig = Extract<Config['media'], { kind: 's3' }>;

/** Content-addressed objects never change, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Media in an S3-compatible bucket (AWS, MinIO, R2, …). Clients load images straight from the
 * bucket's public URL, so the bucket (or the CDN in front of it) must allow public reads.
 */
export function createS3Store(config: S3MediaConfig): MediaStore {
  // The SDK is loaded with the first media call: it takes a while to load, and a server answers its first requests without it.
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, config) })));
  const base = publicBase(config);
  const keyOfUrl = (url: string): string | null => {
    if (!url.startsWith(`${base}/`)) return null;
    const key = url.slice(base.length + 1);
    return mediaTypeOfKey(key) ? key : null;
  };
  const save = async (key: string, bytes: Buffer, contentType: MediaType): Promise<StoredMedia> => {
    const s3 = await connect();
    // Same key, same bytes: an object already there need not be sent again.
    if (!(await exists(s3, config.bucket, key))) {
      const object = { Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE };
      await s3.client.send(new s3.sdk.PutObjectCommand(object));
    }
    return { key, url: `${base}/${key}` };
  };

  return {
    put: (bytes: Buffer, contentType: MediaType) => save(contentKey(bytes, contentType), bytes, contentType),
    putThumbnail: (original: StoredMedia, webp: Buffer) => save(thumbnailKey(original.key), webp, 'image/webp'),
    putVariant: (original: StoredMedia, width: PictureWidth, webp: Buffer) =>
      save(variantKey(original.key, width), webp, 'image/webp'),
    async has(url: string) {
      const key = keyOfUrl(url);
      return key !== null && (await exists(await connect(), config.bucket, key));
    },
    async get(url: string) {
      const key = keyOfUrl(url);
      if (!key) return null;
      const s3 = await connect();
      try {
        const object = await s3.client.send(new s3.sdk.GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(s3.sdk, error)) return null;
        throw error;
      }
    },
  };
}

type Sdk = typeof S3Sdk;

function newClient(sdk: Sdk, config: S3MediaConfig): S3Client {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    // Many S3-compatible servers reject the SDK's newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Where the bucket's objects are read from: the configured public URL, else the endpoint's address. */
export function publicBase(config: S3MediaConfig): string {
  if (config.publicUrl) return config.publicUrl;
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const endpoint = new URL(config.endpoint);
  const path = endpoint.pathname.replace(/\/$/, '');
  return config.forcePathStyle
    ? `${endpoint.origin}${path}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${path}`;
}

async function exists({ sdk, client }: { sdk: Sdk; client: S3Client }, bucket: string, key: string): Promise<boolean> {
  try {
    await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (isMissing(sdk, error)) return false;
    throw error;
  }
}

function isMissing(sdk: Sdk, error: unknown): boolean {
  if (!(error instanceof sdk.S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
