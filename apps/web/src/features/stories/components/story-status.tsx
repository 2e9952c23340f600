import type { StoryStatus } from '@storybook/contract';

/** SPEC §4 statuses as their owner reads them, with what each means for readers. */
const STATUS_TEXT: Record<StoryStatus, { label: string; meaning: string; className: string }> = {
  public: { label: 'Public', meaning: 'Everyone can read it.', className: 'bg-emerald-100 text-emerald-900' },
  private: { label: 'Private', meaning: 'Only you can see it.', className: 'bg-sky-100 text-sky-900' },
  pending: {
    label: 'Pending review',
    meaning: 'Readers will see it once it is approved.',
    className: 'bg-amber-100 text-amber-900',
  },
  rejected: { label: 'Rejected', meaning: 'Only you can see it.', className: 'bg-rose-100 text-rose-900' },
};

const badgeClass = 'w-fit rounded-full px-3 py-0.5 text-xs font-extrabold tracking-wide uppercase';

/** A story's status as a small badge (the status's own word). */
export function StoryStatusBadge({ status }: { status: StoryStatus }) {
  const { label, className } = STATUS_TEXT[status];
  return <span className={`${badgeClass} ${className}`}>{label}</span>;
}

/** The status shown to the story's owner on the story page, with what it means for readers. */
export function OwnerStoryStatus({ status }: { status: StoryStatus }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft print:hidden">
      <span className="sr-only">Status:</span>
      <StoryStatusBadge status={status} />
      <span>{STATUS_TEXT[status].meaning}</span>
    </p>
  );
}
