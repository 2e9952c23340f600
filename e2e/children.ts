import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { SignedUp } from './auth.js';

// Children for journeys that need one, made through the API as the profile page makes them.

/** A small portrait-like JPEG: a face on a coloured background. */
export async function childPhoto(): Promise<Buffer> {
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">
      <rect width="240" height="240" fill="#7fb3d5"/>
      <circle cx="120" cy="125" r="70" fill="#f1c27d"/>
      <path d="M52 110 C60 40 180 40 188 110 C160 80 80 80 52 110Z" fill="#5b3a1a"/>
      <circle cx="95" cy="120" r="8" fill="#222"/><circle cx="145" cy="120" r="8" fill="#222"/>
      <path d="M95 160 Q120 180 145 160" stroke="#a0522d" stroke-width="6" fill="none"/>
    </svg>`,
  );
  return sharp(face).jpeg({ quality: 85 }).toBuffer();
}

/** Adds a child with cartoon avatars through the API, as the profile page would: upload, create, cartoonify. */
export async function addChildByApi(
  request: APIRequestContext,
  baseURL: string,
  who: SignedUp,
  name: string,
  options: { cartoonify?: boolean } = {},
) {
  const headers = { authorization: `Bearer ${who.token}` };
  const upload = await request.post(`${baseURL}/api/upload`, {
    headers,
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await childPhoto() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { secure_url } = (await upload.json()) as { secure_url: string };
  const created = await request.post(`${baseURL}/api/user/children`, {
    headers,
    data: { email: who.email, name, dateOfBirth: '2018-09-30', profilePicture: secure_url },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { child } = (await created.json()) as { child: { _id: string } };
  if (options.cartoonify === false) return child;
  const cartoonified = await request.post(`${baseURL}/api/user/cartoonify`, {
    headers,
    data: { email: who.email, childId: child._id },
  });
  expect(cartoonified.status(), await cartoonified.text()).toBe(200);
  return child;
}
