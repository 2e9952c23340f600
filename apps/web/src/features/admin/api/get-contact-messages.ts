import { getContactMessages, type ContactMessageFilter } from '@storybook/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getContactMessagesQueryOptions = (status: ContactMessageFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'messages', { status, page }],
    queryFn: ({ signal }) => api(getContactMessages, { query: { status, page } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/user/admin/messages: what people wrote through the Contact form. */
export function useContactMessages(status: ContactMessageFilter, page: number) {
  return useQuery(getContactMessagesQueryOptions(status, page));
}
