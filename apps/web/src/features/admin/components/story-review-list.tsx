import type { AdminStory } from '@storybook/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useDecideStories, type Decision } from '../api/decide-story';
import type { ReviewPage } from '../api/review-page';
import { isNotAdminError, useLeaveUnlessAdmin } from '../hooks/use-leave-unless-admin';
import { useSelection } from '../hooks/use-selection';
import { decisionToasts } from '../utils/decision-toasts';
import { AdminStoryCard } from './admin-story-card';
import { BulkToolbar } from './bulk-toolbar';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { EmptyState } from './empty-state';
import { pageCount, Pagination } from './pagination';

interface StoryReviewListProps {
  kind: 'pending' | 'public';
  useStories: (page: number) => UseQueryResult<ReviewPage>;
}

const words = {
  pending: {
    label: 'Pending stories',
    remove: 'Reject' as const,
    removeSelected: 'Reject selected' as const,
    empty: 'No stories are waiting for review.',
    emptyHint: 'Stories saved as public wait here until you approve them; nobody else sees them before.',
  },
  public: {
    label: 'Public stories',
    remove: 'Delete' as const,
    removeSelected: 'Delete selected' as const,
    empty: 'No public stories yet.',
    emptyHint: 'Approved stories appear here, newest first.',
  },
};

const stories = (n: number) => (n === 1 ? 'story' : `${n} stories`);

/**
 * 'Pending Stories' or 'Public Stories' (SPEC §2 Admin dashboard): a page of stories with approve
 * and delete per story, and select all / clear with bulk approve and bulk delete after a confirmation.
 */
export function StoryReviewList({ kind, useStories }: StoryReviewListProps) {
  const [page, setPage] = useState(1);
  const query = useStories(page);
  useLeaveUnlessAdmin(query.error);
  const list = query.data?.stories ?? [];
  const selection = useSelection(list.map((story) => story._id));
  const decide = useDecideStories();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const text = words[kind];

  // After a page empties (its stories approved), show the last page that still has stories.
  const lastPage = query.data ? pageCount(query.data.total, query.data.limit) : 1;
  if (page > lastPage) setPage(lastPage);

  async function run(decision: Decision, targets: AdminStory[]) {
    const result = await decide.mutateAsync({ decision, storyIds: targets.map((story) => story._id) });
    selection.clear();
    const failure = result.failed[0]?.error;
    if (result.failed.some(({ error }) => isNotAdminError(error))) return; // the lists will redirect
    const toasts = decisionToasts(kind, decision, targets, result.decided.length, failure);
    if (toasts.success) toast.success(toasts.success);
    if (toasts.error) toast.error(toasts.error);
  }

  function ask(decision: Decision, targets: AdminStory[]) {
    const n = targets.length;
    const one = n === 1 ? `“${targets[0]!.title}”` : `${n} stories`;
    if (decision === 'approve') {
      setConfirm({
        title: `Approve ${one}?`,
        description: `${n === 1 ? 'It' : 'They'} will appear on the home page and in search for every family.`,
        confirmLabel: `Approve ${stories(n)}`,
        danger: false,
        onConfirm: () => void run('approve', targets),
      });
      return;
    }
    setConfirm({
      title: `${text.remove} ${one}?`,
      description: `${n === 1 ? 'It' : 'They'} will ${
        kind === 'pending' ? 'not be published' : 'be taken off the home page and search'
      }. ${n === 1 ? 'Its author still sees it' : 'Their authors still see them'}, marked as rejected.`,
      confirmLabel: `${text.remove} ${stories(n)}`,
      danger: true,
      onConfirm: () => void run('reject', targets),
    });
  }

  if (query.isPending) return <p role="status">Loading stories...</p>;
  if (query.isError) {
    if (isNotAdminError(query.error)) return null;
    return (
      <div role="alert" className="space-y-3">
        <p>Couldn’t load the stories.</p>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (list.length === 0) return <EmptyState title={text.empty}>{text.emptyHint}</EmptyState>;

  const chosen = list.filter((story) => selection.isSelected(story._id));
  const busy = decide.isPending;
  return (
    <div className="space-y-4">
      <p className="text-ink-soft">
        {query.data.total} {query.data.total === 1 ? 'story' : 'stories'}
      </p>
      <BulkToolbar
        count={list.length}
        selected={chosen.length}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        {...(kind === 'pending' && { onApprove: () => ask('approve', chosen) })}
        onRemove={() => ask('reject', chosen)}
        removeLabel={text.removeSelected}
        busy={busy}
      />
      <ul className="space-y-4" aria-label={text.label}>
        {list.map((story) => (
          <li key={story._id}>
            <AdminStoryCard
              story={story}
              selected={selection.isSelected(story._id)}
              onToggle={() => selection.toggle(story._id)}
              {...(kind === 'pending' && { onApprove: () => void run('approve', [story]) })}
              onRemove={() => ask('reject', [story])}
              removeLabel={text.remove}
              busy={busy}
            />
          </li>
        ))}
      </ul>
      <Pagination label={text.label} page={page} limit={query.data.limit} total={query.data.total} onPage={setPage} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
