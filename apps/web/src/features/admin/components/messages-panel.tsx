import type { ContactMessageFilter } from '@storybook/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { messageForPerson } from '../../../lib/api-error';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkMessageHandled } from '../api/mark-message-handled';
import { isNotAdminError, useLeaveUnlessAdmin } from '../hooks/use-leave-unless-admin';
import { EmptyState } from './empty-state';
import { MessageCard } from './message-card';
import { pageCount, Pagination } from './pagination';

const filters: { value: Exclude<ContactMessageFilter, 'all'>; label: string; empty: string }[] = [
  { value: 'open', label: 'Waiting', empty: 'No messages waiting.' },
  { value: 'handled', label: 'Handled', empty: 'No handled messages yet.' },
];

/** 'Messages': what people sent through the Contact form, to answer and mark as handled. */
export function MessagesPanel() {
  const [status, setStatus] = useState<Exclude<ContactMessageFilter, 'all'>>('open');
  const [page, setPage] = useState(1);
  const query = useContactMessages(status, page);
  useLeaveUnlessAdmin(query.error);
  const markHandled = useMarkMessageHandled();

  const lastPage = query.data ? pageCount(query.data.total, query.data.limit) : 1;
  if (page > lastPage) setPage(lastPage);

  async function handle(messageId: string) {
    try {
      await markHandled.mutateAsync(messageId);
      toast.success('Message marked as handled');
    } catch (error) {
      if (!isNotAdminError(error)) toast.error(messageForPerson(error, 'Please try again.'));
    }
  }

  const current = filters.find((filter) => filter.value === status)!;
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Show messages" className="inline-flex rounded-full bg-white p-1 ring-1 ring-amber-200">
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={status === filter.value}
            onClick={() => {
              setStatus(filter.value);
              setPage(1);
            }}
            className="rounded-full px-4 py-1.5 font-bold text-coral-800 aria-pressed:bg-coral-700 aria-pressed:text-white"
          >
            {filter.label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <p role="status">Loading messages...</p>
      ) : query.isError ? (
        isNotAdminError(query.error) ? null : (
          <div role="alert" className="space-y-3">
            <p>Couldn’t load the messages.</p>
            <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
              Try again
            </button>
          </div>
        )
      ) : query.data.messages.length === 0 ? (
        <EmptyState title={current.empty}>Messages sent through the Contact page appear here.</EmptyState>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Messages">
            {query.data.messages.map((message) => (
              <li key={message._id}>
                <MessageCard message={message} onHandled={() => void handle(message._id)} busy={markHandled.isPending} />
              </li>
            ))}
          </ul>
          <Pagination label="Messages" page={page} limit={query.data.limit} total={query.data.total} onPage={setPage} />
        </>
      )}
    </div>
  );
}
