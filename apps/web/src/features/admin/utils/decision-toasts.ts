import type { AdminStory } from '@storybook/contract';
import { messageForPerson } from '../../../lib/api-error';
import type { Decision } from '../api/decide-story';

const verbs = {
  approve: 'approved',
  reject: { pending: 'rejected', public: 'deleted' },
} as const;

const count = (n: number) => (n === 1 ? 'Story' : `${n} stories`);

/**
 * What the admin is told after a decision: how many went through, and for any that did not, the
 * server's reason (e.g. 409 'This story is already public.' when another admin was quicker).
 */
export function decisionToasts(
  kind: 'pending' | 'public',
  decision: Decision,
  targets: AdminStory[],
  decided: number,
  failure: unknown,
): { success: string | null; error: string | null } {
  const verb = decision === 'approve' ? verbs.approve : verbs.reject[kind];
  const failed = targets.length - decided;
  const reason = messageForPerson(failure, 'Please try again.');
  return {
    success: decided > 0 ? `${count(decided)} ${verb}` : null,
    error:
      failed === 0
        ? null
        : targets.length === 1
          ? `Couldn’t ${decision === 'approve' ? 'approve' : kind === 'pending' ? 'reject' : 'delete'} “${targets[0]!.title}”: ${reason}`
          : `${failed} of ${targets.length} could not be ${verb}: ${reason}`,
  };
}
