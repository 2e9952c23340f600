import { formatLongDate, type AdminStory } from '@storybook/contract';
import { LogoMark } from '../../../components/logo-mark';
import { DecisionHistory } from './decision-history';
import { StoryFlags } from './story-flags';
import { TickBox } from './tick-box';

interface AdminStoryCardProps {
  story: AdminStory;
  selected: boolean;
  onToggle: () => void;
  /** Pending stories are approved or rejected; public ones deleted (the same reject call). */
  onApprove?: () => void;
  onRemove: () => void;
  removeLabel: 'Reject' | 'Delete';
  busy: boolean;
}

const EXCERPT_LENGTH = 280;

function excerpt(content: string): string {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…` : text;
}

/** One story to review: thumbnail, title, author, date, the content (all of it on demand), flags, history. */
export function AdminStoryCard({ story, selected, onToggle, onApprove, onRemove, removeLabel, busy }: AdminStoryCardProps) {
  const dated =
    story.status === 'pending' ? `Saved ${formatLongDate(story.createdAt)}` : `Published ${formatLongDate(story.publishingDate)}`;
  return (
    <article
      aria-label={story.title}
      className={`flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 sm:flex-row sm:p-5 ${selected ? 'ring-2 ring-coral-500' : 'ring-amber-200'}`}
    >
      <div className="flex items-start gap-3 sm:flex-col sm:items-center">
        <TickBox label={`Select “${story.title}”`} checked={selected} onChange={onToggle} disabled={busy} />
        {story.thumbnail ? (
          <img
            src={story.thumbnail}
            alt=""
            loading="lazy"
            className="size-24 shrink-0 rounded-2xl object-cover ring-1 ring-amber-100 sm:size-28"
          />
        ) : (
          <div className="grid size-24 shrink-0 place-items-center rounded-2xl bg-amber-100 sm:size-28">
            <LogoMark className="size-12 opacity-70" />
          </div>
        )}
      </div>

      <div className="min-w-0 flex-1 space-y-3">
        <header>
          <h3 className="font-display text-xl font-extrabold break-words text-ink">{story.title}</h3>
          <p className="text-sm text-ink-soft">
            by <span className="font-semibold text-ink">{story.user?.name ?? 'Unknown'}</span> · {dated}
          </p>
          {story.tag.length > 0 ? (
            <p className="mt-1 text-sm font-semibold text-sky-800">{story.tag.map((tag) => `#${tag}`).join(' ')}</p>
          ) : null}
        </header>

        <StoryFlags flags={story.flags} />

        <p className="text-ink">{excerpt(story.content)}</p>
        {story.storyList.length > 0 ? (
          <details className="group rounded-2xl bg-cream/60 px-4 py-2">
            <summary className="cursor-pointer font-bold text-coral-800">Read the whole story</summary>
            <ol className="mt-3 space-y-4">
              {story.storyList.map((entry, index) => (
                <li key={index} className="flex flex-col gap-2 sm:flex-row">
                  {entry.image ? (
                    <img
                      src={entry.image}
                      alt={`Picture for paragraph ${index + 1}`}
                      loading="lazy"
                      className="size-32 shrink-0 rounded-xl object-cover"
                    />
                  ) : null}
                  <p className="text-ink">{entry.line}</p>
                </li>
              ))}
            </ol>
          </details>
        ) : null}

        <DecisionHistory decisions={story.decisions} />

        <div className="flex flex-wrap gap-2 pt-1">
          {onApprove ? (
            <button type="button" className="btn-primary" onClick={onApprove} disabled={busy}>
              Approve
            </button>
          ) : null}
          <button
            type="button"
            className="btn-secondary border-red-200 text-red-800 hover:border-red-300 hover:bg-red-50"
            onClick={onRemove}
            disabled={busy}
          >
            {removeLabel}
          </button>
        </div>
      </div>
    </article>
  );
}
