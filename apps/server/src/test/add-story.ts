import type { StoryStatus } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { stories, storyLines } from '../platform/db/schema.js';

let counter = 0;

/** A stored story of `userId` with its paragraphs as lines, made directly in the database. */
export async function addStory(
  app: FastifyInstance,
  userId: string,
  fields: { status?: StoryStatus; title?: string; paragraphs?: string[] } = {},
): Promise<typeof stories.$inferSelect> {
  counter += 1;
  const status = fields.status ?? 'public';
  const paragraphs = fields.paragraphs ?? ['Mia found a red kite in the park.', 'Grandpa Joe helped Mia fly it.'];
  const [story] = await app.database.db
    .insert(stories)
    .values({
      userId,
      title: fields.title ?? `Story ${counter}`,
      content: paragraphs.join('\n\n'),
      status,
      publishingDate: status === 'public' ? new Date() : null,
    })
    .returning();
  await app.database.db.insert(storyLines).values(paragraphs.map((line, position) => ({ storyId: story!.id, position, line })));
  return story!;
}
