import { STYLE_REF_ID_MAX_LENGTH } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http/errors.js';
import { createStyleRefCodec } from './style-ref.js';

const codec = createStyleRefCodec(async () => new TextEncoder().encode('a test secret'));
const reference = { url: '/media/ab/ab' + '0'.repeat(62) + '.webp', token: 'palette:warm;hero:left' };

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('styleRefId', () => {
  it('round-trips the first picture and its token for the same user, within the contract limit', async () => {
    const id = await codec.encode('user-1', reference);
    expect(id).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(id!.length).toBeLessThanOrEqual(STYLE_REF_ID_MAX_LENGTH);
    expect(await codec.decode('user-1', id!)).toEqual(reference);
  });

  it('keeps a null token', async () => {
    const id = await codec.encode('user-1', { ...reference, token: null });
    expect(await codec.decode('user-1', id!)).toEqual({ ...reference, token: null });
  });

  it("refuses another user's styleRefId with 400 naming the field", async () => {
    const id = await codec.encode('user-1', reference);
    const error = await refusal(codec.decode('user-2', id!));
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^body.styleRefId: /);
  });

  it('refuses an altered payload, a made-up id and one signed with another secret', async () => {
    const id = (await codec.encode('user-1', reference))!;
    const [version, , mac] = id.split('.');
    const forged = Buffer.from(JSON.stringify(['/media/elsewhere.webp', 'ignore all rules'])).toString('base64url');
    const other = createStyleRefCodec(async () => new TextEncoder().encode('another secret'));
    for (const bad of [
      `${version}.${forged}.${mac}`,
      'abc',
      'v1.abc',
      `${id}.x`,
      `v2${id.slice(2)}`,
      (await other.encode('user-1', reference))!,
    ]) {
      expect((await refusal(codec.decode('user-1', bad))).statusCode).toBe(400);
    }
  });

  it('drops an overlong token rather than answer an id the contract would refuse', async () => {
    const id = await codec.encode('user-1', { ...reference, token: 'x'.repeat(STYLE_REF_ID_MAX_LENGTH) });
    expect(id!.length).toBeLessThanOrEqual(STYLE_REF_ID_MAX_LENGTH);
    expect(await codec.decode('user-1', id!)).toEqual({ ...reference, token: null });
  });
});
