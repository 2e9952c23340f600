import type { ModerationAction, ModerationResponse, StoryStatus } from '@storybook/contract';
import type { Db } from '../../platform/db/client.js';
import { isStoredId } from '../../platform/db/ids.js';
import type { AuthUser } from '../../platform/http/auth-user.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { inTransaction, lockStoryStatus, recordDecision } from './queries.js';
import { toDecision } from './wire.js';

/** What each decision may change (SPEC §4): anything else is a 409 naming the story's status. */
const transitions: Record<
  'approve' | 'reject',
  Partial<Record<StoryStatus, { action: ModerationAction; status: StoryStatus }>>
> = {
  approve: { pending: { action: 'approve', status: 'public' } },
  reject: {
    pending: { action: 'reject', status: 'rejected' },
    // Deleting a public story goes through the same call.
    public: { action: 'take_down', status: 'rejected' },
  },
};

const refusals: Record<'approve' | 'reject', Partial<Record<StoryStatus, string>>> = {
  approve: {
    public: 'This story is already public.',
    rejected: 'This story was rejected, so it cannot be approved.',
  },
  reject: { rejected: 'This story was already rejected.' },
};

/**
 * POST /user/approve-story and /user/reject-story: moves the story and records who decided, when,
 * what, and the status before, in one transaction with the story's row locked. A private story is
 * not the admin's to see (404, as for anyone but its owner).
 */
export async function decide(db: Db, admin: AuthUser, storyId: string, kind: 'approve' | 'reject'): Promise<ModerationResponse> {
  if (!isStoredId(storyId)) throw notFound('Story not found');
  return inTransaction(db, async (tx) => {
    const previousStatus = await lockStoryStatus(tx, storyId);
    if (!previousStatus || previousStatus === 'private') throw notFound('Story not found');
    const next = transitions[kind][previousStatus];
    if (!next) throw conflict(refusals[kind][previousStatus] ?? `This story is ${previousStatus}.`);
    const decision = await recordDecision(tx, {
      storyId,
      adminId: admin.id,
      action: next.action,
      previousStatus,
      status: next.status,
      createdAt: new Date(),
    });
    return { _id: storyId, status: next.status, decision: toDecision(decision, admin.name) };
  });
}
