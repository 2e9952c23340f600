import type { AdminStory } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { listDecisionsOf, listLinesOf, listStoriesByStatus } from './queries.js';
import { toAdminStory, toDecision } from './wire.js';

export interface AdminPage {
  stories: AdminStory[];
  page: number;
  limit: number;
  total: number;
}

/** One page of the admin's 'Pending Stories' or 'Public Stories', each story whole with its history. */
export async function reviewList(
  db: Db,
  status: 'pending' | 'public',
  query: { page: number; limit: number },
): Promise<AdminPage> {
  const { rows, total } = await listStoriesByStatus(db, status, { offset: (query.page - 1) * query.limit, limit: query.limit });
  const ids = rows.map((row) => row.story.id);
  const [lines, decisions] = await Promise.all([listLinesOf(db, ids), listDecisionsOf(db, ids)]);
  const stories = rows.map((row) =>
    toAdminStory(
      row,
      lines.filter((line) => line.storyId === row.story.id),
      decisions
        .filter(({ decision }) => decision.storyId === row.story.id)
        .map(({ decision, adminName }) => toDecision(decision, adminName)),
    ),
  );
  return { stories, page: query.page, limit: query.limit, total };
}
