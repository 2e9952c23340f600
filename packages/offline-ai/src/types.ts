/**
 * The AI layer's roles (DESIGN.md, AI layer): this package implements each of them offline, and the
 * server's hosted providers implement the same interfaces. The server chooses one per role.
 */
import type { ImageStyle } from '@storybook/contract';

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

/** What a story is written from. */
export interface StoryIdea {
  /** The parent's idea, already checked by moderation. */
  prompt: string;
  /** Decoded reference images (e.g. a photo of a textbook page), JPEG/PNG/WebP bytes. */
  referenceImages: Buffer[];
  /** How many paragraphs (SPEC: 6). */
  paragraphs: number;
  /** Same idea + seed -> same story (offline engine). */
  seed: number;
  /**
   * The child the story is for, when one is chosen (an avatar or a child's profile): they become the
   * hero and the idea's own characters come along. Absent: the idea's hero leads.
   */
  heroName?: string;
}

export interface WrittenStory {
  title: string;
  /** 3 to 6 tags, without '#'. */
  tags: string[];
  /** Exactly `idea.paragraphs` non-blank paragraphs. */
  paragraphs: string[];
}

/** Writes a children's story (ages 4–8) from an idea. */
export interface StoryWriter {
  write(idea: StoryIdea): Promise<WrittenStory>;
}

/** The four looks of SPEC's creation state, as the contract names them. */
export type { ImageStyle };

/** One picture for one paragraph, either around an avatar (the hero) or from a free visual prompt. */
export interface IllustrationRequest {
  paragraph: string;
  /** Avatar mode: the hero's picture (a child's cartoon avatar or profile photo), and their name. */
  avatar?: { image: Buffer; name: string };
  /** Text mode: the parent's description of the visuals. */
  visualPrompt?: string;
  style?: ImageStyle;
  seed: number;
  /**
   * For the pictures after the first (SPEC §4): what the first picture returned as `styleToken`, and
   * the first picture itself, so hero, palette and look stay the same.
   */
  styleReference?: { token: string | null; image: Buffer | null };
}

export interface Illustration {
  /** The picture, WebP. */
  image: Buffer;
  /** Opaque text that fixes the look for the following pictures; null when the picture alone does. */
  styleToken: string | null;
}

export interface Illustrator {
  illustrate(request: IllustrationRequest): Promise<Illustration>;
}

/** A multiple-choice question whose answer is one of its options. */
export interface QuizQuestion {
  question: string;
  /** Four options, labelled a to d by the client. */
  options: string[];
  answer: string;
}

export interface QuizMaker {
  makeQuiz(story: { title: string; paragraphs: string[] }): Promise<QuizQuestion[]>;
}
