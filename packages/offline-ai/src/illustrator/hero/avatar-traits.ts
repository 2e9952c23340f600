import sharp from 'sharp';
import { readFace, type Rgb } from '../../cartoonist/face.js';
import { toHex } from '../colour.js';
import type { HairStyle } from '../figures/person-look.js';

/** What a child looks like in their avatar: the colours the hero is drawn in. */
export interface AvatarTraits {
  skin: string;
  hair: string;
  hairLength: 'short' | 'long' | 'none';
  /** Hair much wider than the face: curls or an afro. */
  hairVolume: boolean;
  eyes: string;
  clothes: string;
}

const N = 192;
const hex = (c: Rgb) => toHex(...c);

/**
 * Reads an avatar (a cartoon avatar, or a profile photo) at 192 px with the cartoonist's face
 * reading: skin, hair colour and length, irises, clothes. Colours only: nothing of the picture
 * itself is kept or drawn.
 */
export async function avatarTraits(image: Buffer): Promise<AvatarTraits> {
  const data = await sharp(image, { failOn: 'error', limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(N, N, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const face = readFace(data, N);
  return {
    skin: hex(face.skin),
    hair: hex(face.hair ?? face.skin),
    hairLength: face.hairLength,
    hairVolume: face.hairVolume,
    eyes: hex(face.iris),
    clothes: hex(face.clothes ?? [90, 130, 200]),
  };
}

/** A hair style for the traits: long or short, with or without volume. */
export function hairStyleOf(t: AvatarTraits): HairStyle {
  if (t.hairLength === 'none') return 'bald';
  if (t.hairVolume) return t.hairLength === 'long' ? 'afro' : 'curly';
  return t.hairLength === 'long' ? 'long' : 'short';
}
