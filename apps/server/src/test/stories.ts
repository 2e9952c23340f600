import type { StoryStatus } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { stories, storyLines } from '../platform/db/schema.js';

export type StoryRow = typeof stories.$inferSelect;

let counter = 0;

/**
 * A story written straight to the database (saving is tested over HTTP in its own tests). Public
 * stories are published a second apart in the order they are made, unless a date is given.
 */
export async function buildStory(
  app: FastifyInstance,
  userId: string,
  fields: Partial<typeof stories.$inferInsert> & { status?: StoryStatus; lines?: string[] } = {},
): Promise<StoryRow> {
  counter += 1;
  const { lines = ['Once upon a time.'], ...values } = fields;
  const status = values.status ?? 'public';
  const [story] = await app.database.db
    .insert(stories)
    .values({
      userId,
      title: `Story ${counter}`,
      content: lines.join('\n\n'),
      status,
      publishingDate: status === 'public' ? new Date(Date.UTC(2024, 0, 1) + counter * 1000) : null,
      ...values,
    })
    .returning();
  if (lines.length > 0) {
    await app.database.db
      .insert(storyLines)
      .values(lines.map((line, position) => ({ storyId: story!.id, position, line, image: null })));
  }
  return story!;
}
