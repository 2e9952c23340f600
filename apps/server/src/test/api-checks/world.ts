import { samplePhoto } from '@storybook/offline-ai/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  cartoonImages,
  children,
  comments,
  contactMessages,
  feedbackQuestions,
  quizQuestions,
  storyLines,
} from '../../platform/db/schema.js';
import { signIn, type SignedIn } from '../auth.js';
import { buildStory, type StoryRow } from '../stories.js';

/**
 * Everything the whole-API checks act on: three signed-in people (the owner of every resource,
 * another user, an admin) and one of each thing the API names, all the owner's. Made straight in
 * the database, so the checks depend on no endpoint but the one they call.
 */
export interface World {
  app: FastifyInstance;
  owner: SignedIn;
  other: SignedIn;
  admin: SignedIn;
  /** A stored picture (WebP) the owner's stories and children may use. */
  picture: string;
  privateStory: StoryRow;
  publicStory: StoryRow;
  pendingStory: StoryRow;
  childId: string;
  /** The owner's comment on the public story. */
  commentId: string;
  /** A quiz question of the private story. */
  questionId: string;
  /** A contact message waiting for an admin. */
  messageId: string;
  feedbackQuestionId: string;
}

let counter = 0;

export async function buildWorld(app: FastifyInstance): Promise<World> {
  counter += 1;
  const db = app.database.db;
  const owner = await signIn(app, { email: `owner${counter}@example.org`, name: 'Olive Owner' });
  const other = await signIn(app, { email: `other${counter}@example.org`, name: 'Otto Other' });
  const admin = await signIn(app, { email: `admin${counter}@example.org`, name: 'Ada Admin', isAdmin: true });

  const webp = await sharp(await samplePhoto({ width: 64, height: 64 }))
    .webp()
    .toBuffer();
  const { url: picture } = await app.media.put(webp, 'image/webp');
  const lines = ['Mia found a red kite in the park.', 'Grandpa Joe helped Mia fly it.'];
  const privateStory = await buildStory(app, owner.user.id, { status: 'private', lines });
  await db.update(storyLines).set({ image: picture }).where(eq(storyLines.storyId, privateStory.id));
  const publicStory = await buildStory(app, owner.user.id, { status: 'public', lines, thumbnail: picture });
  const pendingStory = await buildStory(app, owner.user.id, { status: 'pending', lines });

  const [child] = await db
    .insert(children)
    .values({ userId: owner.user.id, name: 'Tom', dateOfBirth: '2019-04-02', profilePicture: picture })
    .returning();
  await db.insert(cartoonImages).values({ childId: child!.id, style: 'comic', url: picture, position: 0 });
  const [comment] = await db
    .insert(comments)
    .values({ storyId: publicStory.id, userId: owner.user.id, text: 'What a lovely kite.' })
    .returning();
  const [question] = await db
    .insert(quizQuestions)
    .values({
      storyId: privateStory.id,
      question: 'What did Mia find?',
      options: ['A red kite', 'A blue ball', 'A green hat', 'A yellow boat'],
      answer: 'A red kite',
    })
    .returning();
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'Pat', email: 'pat@example.org', message: 'Hello!', senderKey: 'test' })
    .returning();
  const [feedbackQuestion] = await db.select().from(feedbackQuestions).limit(1);

  return {
    app,
    owner,
    other,
    admin,
    picture,
    privateStory,
    publicStory,
    pendingStory,
    childId: child!.id,
    commentId: comment!.id,
    questionId: question!.id,
    messageId: message!.id,
    feedbackQuestionId: feedbackQuestion!.id,
  };
}
