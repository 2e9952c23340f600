import type { ContactMessage } from '@storybook/contract';
import { formatDateTime } from '../utils/format-date-time';

interface MessageCardProps {
  message: ContactMessage;
  onHandled: () => void;
  busy: boolean;
}

/** One Contact form message: who, how to answer, when, what, and whether someone has handled it. */
export function MessageCard({ message, onHandled, busy }: MessageCardProps) {
  return (
    <article
      aria-label={`Message from ${message.name}`}
      className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-display text-lg font-extrabold text-ink">{message.name}</h3>
        <p className="text-sm text-ink-soft">{formatDateTime(message.createdAt)}</p>
      </header>
      <a href={`mailto:${message.email}`} className="font-semibold break-all text-sky-800 underline-offset-4 hover:underline">
        {message.email}
      </a>
      <p className="whitespace-pre-line text-ink">{message.message}</p>
      {message.handledAt ? (
        <p className="text-sm text-ink-soft">
          Handled by {message.handledBy?.name ?? 'a former admin'} on {formatDateTime(message.handledAt)}
        </p>
      ) : (
        <button type="button" className="btn-secondary" onClick={onHandled} disabled={busy}>
          Mark as handled
        </button>
      )}
    </article>
  );
}
