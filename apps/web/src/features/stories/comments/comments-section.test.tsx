import type { Comment } from '@storybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, requestsTo } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { buildStoryDetail } from '../../../testing/stories';
import { buildComment, READER, signInReader, storyServer } from '../testing/story-server';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A comments endpoint that keeps what is posted, edited and deleted. */
function commentsServer(initial: Comment[]) {
  const story = buildStoryDetail();
  let comments = initial.map((comment) => ({ ...comment, story_id: story._id }));
  const fetchMock = storyServer(story, {
    'GET /api/user/comments': () => json(200, { comments }),
    'POST /api/user/comment': ({ body }) => {
      const { comment: text } = body as { comment: string };
      const comment = buildComment({ text, story_id: story._id, email: READER.email, authorName: READER.name });
      comments = [...comments, comment];
      return json(200, { comment });
    },
    'PUT /api/user/comment': ({ body }) => {
      const { comment_id, comment: text } = body as { comment_id: string; comment: string };
      comments = comments.map((comment) => (comment._id === comment_id ? { ...comment, text } : comment));
      return json(200, { comment: comments.find((comment) => comment._id === comment_id) });
    },
    'DELETE /api/user/comment': ({ url }) => {
      comments = comments.filter((comment) => comment._id !== url.searchParams.get('comment_id'));
      return json(200, { ok: true });
    },
  });
  return { story, fetchMock };
}

const commentList = () => screen.getByRole('list', { name: 'Comments' });

describe('Comments (SPEC §2, §4)', () => {
  it('lists comments for everyone; a reader without a stored email is asked to log in instead of a form', async () => {
    const { story } = commentsServer([buildComment({ text: 'Loved the pyramids!', authorName: 'Sam' })]);
    renderApp(`/story/${story._id}`);
    const item = await screen.findByRole('listitem', { name: 'Comment by Sam' });
    expect(within(item).getByText('Loved the pyramids!')).toBeTruthy();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('adds a comment, then its author edits it (prefilled, cancel keeps it, save changes it) and deletes it', async () => {
    signInReader();
    const { story, fetchMock } = commentsServer([buildComment({ text: 'Someone else wrote this', authorName: 'Sam' })]);
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);

    await user.type(await screen.findByLabelText('Add a comment'), 'My favourite part was the Nile.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const mine = await screen.findByRole('listitem', { name: `Comment by ${READER.name}` });
    expect(within(mine).getByText('My favourite part was the Nile.')).toBeTruthy();
    expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
    expect(requestsTo(fetchMock, 'POST /api/user/comment')).toEqual([
      { story_id: story._id, email: READER.email, comment: 'My favourite part was the Nile.' },
    ]);

    // Someone else's comment offers no edit or delete.
    const theirs = within(commentList()).getByRole('listitem', { name: 'Comment by Sam' });
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

    // Edit, then cancel: nothing changes.
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const editor = within(mine).getByLabelText('Edit your comment') as HTMLTextAreaElement;
    expect(editor.value).toBe('My favourite part was the Nile.');
    await user.type(editor, ' Not saved.');
    await user.click(within(mine).getByRole('button', { name: 'Cancel' }));
    expect(within(mine).getByText('My favourite part was the Nile.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PUT /api/user/comment')).toEqual([]);

    // Edit and save.
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const again = within(mine).getByLabelText('Edit your comment');
    await user.clear(again);
    await user.type(again, 'The mummies were the best part.');
    await user.click(within(mine).getByRole('button', { name: 'Save' }));
    expect(await within(mine).findByText('The mummies were the best part.')).toBeTruthy();
    const [edit] = requestsTo(fetchMock, 'PUT /api/user/comment') as { comment_id: string }[];
    expect(edit).toMatchObject({ comment: 'The mummies were the best part.', email: READER.email });

    // Delete, confirmed.
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: `Comment by ${READER.name}` })).toBeNull());
    const deleted = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith('/api/user/comment?'));
    expect(deleted).toBe(`/api/user/comment?comment_id=${edit!.comment_id}&email=${encodeURIComponent(READER.email)}`);
  });

  it("shows the server's reason when a comment is refused, and keeps the text", async () => {
    signInReader();
    const story = buildStoryDetail();
    storyServer(story, { 'POST /api/user/comment': () => apiError(400, 'body.comment: contains words we do not allow') });
    const user = userEvent.setup();
    renderApp(`/story/${story._id}`);
    await user.type(await screen.findByLabelText('Add a comment'), 'something rude');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Comment contains words we do not allow')).toBeTruthy();
    expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('something rude');
  });
});
