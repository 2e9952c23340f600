import type { ModerationAction, ModerationDecision } from '@storybook/contract';
import { formatDateTime } from '../utils/format-date-time';

const actionLabels: Record<ModerationAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  take_down: 'Deleted',
};

/** Every decision on the story: what, by whom, when, and the status it had before. */
export function DecisionHistory({ decisions }: { decisions: ModerationDecision[] }) {
  if (decisions.length === 0) return null;
  return (
    <section aria-label="Decisions" className="text-sm text-ink-soft">
      <h4 className="font-bold text-ink">History</h4>
      <ul className="mt-1 space-y-0.5">
        {decisions.map((decision) => (
          <li key={`${decision.action}-${decision.createdAt}`}>
            {actionLabels[decision.action]} by {decision.admin?.name ?? 'a former admin'} on {formatDateTime(decision.createdAt)}{' '}
            (was {decision.previousStatus})
          </li>
        ))}
      </ul>
    </section>
  );
}
