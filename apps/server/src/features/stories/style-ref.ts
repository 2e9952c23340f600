import { createHmac, timingSafeEqual } from 'node:crypto';
import { STYLE_REF_ID_MAX_LENGTH, URL_MAX_LENGTH } from '@storybook/contract';
import { z } from 'zod';
import { validationError } from '../../platform/http/errors.js';

/** What the first picture of a story leaves for the others (SPEC §4): itself and its look. */
interface StyleReference {
  /** Our media URL of the first picture. */
  url: string;
  /** The illustrator's `styleToken`, if it gave one. */
  token: string | null;
}

const VERSION = 'v1';
const payloadSchema = z.tuple([z.string().min(1).max(URL_MAX_LENGTH), z.string().nullable()]);

export interface StyleRefCodec {
  /** The opaque `styleRefId` for this user; undefined when it cannot fit the contract's limit. */
  encode(userId: string, reference: StyleReference): Promise<string | undefined>;
  /** The reference a `styleRefId` carries; 400 naming the field when it is malformed or not this user's. */
  decode(userId: string, styleRefId: string): Promise<StyleReference>;
}

/**
 * `styleRefId` = `v1.<base64url JSON [url, token]>.<base64url HMAC-SHA256>`. The MAC covers the user
 * id, so an id made up, altered or taken from another user is refused: the token reaches the
 * illustrator (a hosted model's prompt) and so must be one we produced, not text a caller wrote.
 * The key is derived from the app's signing secret, shared by every process on one database.
 */
export function createStyleRefCodec(secret: () => Promise<Uint8Array>): StyleRefCodec {
  let key: Promise<Buffer> | undefined;
  const macOf = async (userId: string, payload: string) => {
    key ??= secret().then((bytes) => createHmac('sha256', bytes).update('storybook style reference').digest());
    return createHmac('sha256', await key)
      .update(`${userId}\n${payload}`)
      .digest();
  };
  const make = async (userId: string, reference: StyleReference) => {
    const payload = Buffer.from(JSON.stringify([reference.url, reference.token])).toString('base64url');
    return `${VERSION}.${payload}.${(await macOf(userId, payload)).toString('base64url')}`;
  };
  const refuse = () =>
    validationError('styleRefId', 'is not a style reference from your first picture; please make the first picture again');

  return {
    async encode(userId, reference) {
      const full = await make(userId, reference);
      if (full.length <= STYLE_REF_ID_MAX_LENGTH) return full;
      // An overlong token is dropped: the first picture alone still carries the look.
      const imageOnly = await make(userId, { url: reference.url, token: null });
      return imageOnly.length <= STYLE_REF_ID_MAX_LENGTH ? imageOnly : undefined;
    },
    async decode(userId, styleRefId) {
      const [version, payload, mac, ...rest] = styleRefId.split('.');
      if (version !== VERSION || !payload || !mac || rest.length > 0) throw refuse();
      const expected = await macOf(userId, payload);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse();
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw refuse();
      }
      const parsed = payloadSchema.safeParse(json);
      if (!parsed.success) throw refuse();
      const [url, token] = parsed.data;
      return { url, token };
    },
  };
}
