import type { Illustration, IllustrationRequest, Illustrator } from '../types.js';
import { prepareAvatar } from './avatar-art.js';
import { encodeBookLook } from './book-look.js';
import { composeScene } from './compose.js';
import type { AvatarArt } from './hero-figure.js';
import { planScene } from './plan.js';
import { renderWebp } from './render.js';

/**
 * The offline illustrator (DESIGN.md, AI layer): each picture is an SVG scene composed from the
 * paragraph — place, time of day, the things it names as Fluent Emoji artwork, the hero — in one of
 * SPEC's four styles, rendered to WebP. No network, and the same request gives the same bytes.
 */
export function createOfflineIllustrator(): Illustrator {
  return {
    async illustrate(request: IllustrationRequest): Promise<Illustration> {
      // An avatar that cannot be decoded still gets a picture, with a drawn hero instead.
      const avatar: AvatarArt | null = request.avatar ? await prepareAvatar(request.avatar.image).catch(() => null) : null;
      const plan = planScene({ ...request, avatar: avatar !== null });
      const { svg, look } = composeScene(plan, avatar);
      const image = await renderWebp(svg, look);
      return { image, styleToken: encodeBookLook(plan.book) };
    },
  };
}
