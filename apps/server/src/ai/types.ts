/**
 * The AI layer's interfaces (DESIGN.md, AI layer). One implementation per provider, chosen by
 * configuration; the offline engine is the default.
 */

/** One cartoon avatar made from a child's photo. */
export interface CartoonAvatar {
  /** Stable style id, stored in the child's `cartoonImageId` list, e.g. `comic`. */
  style: string;
  /** Human name of the style, e.g. 'Comic Book'. */
  name: string;
  /** The avatar, encoded as WebP. */
  image: Buffer;
}

/** Turns a child's photo into three cartoon avatars of distinct styles. */
export interface Cartoonist {
  cartoonify(photo: Buffer): Promise<CartoonAvatar[]>;
}
