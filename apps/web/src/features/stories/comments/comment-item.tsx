import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { formatLongDate, type Comment } from '@storybook/contract';
import { useState } from 'react';
import { AuthorAvatar } from '../../../components/author-avatar';
import { useDeleteComment } from './api/delete-comment';
import { useUpdateComment } from './api/update-comment';
import { reportCommentFailure } from './comment-errors';
import { CommentForm } from './comment-form';

interface CommentItemProps {
  comment: Comment;
  storyId: string;
  /** The reader's stored email, when there is one. */
  email: string | null;
}

/** SPEC §2/§4 comment: view; for its author also edit (prefilled, save or cancel) and delete. */
export function CommentItem({ comment, storyId, email }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(storyId, email ?? '');
  const remove = useDeleteComment(storyId, email ?? '');
  // The server sends the author's email only on the reader's own comments.
  const isAuthor = Boolean(email && comment.email && comment.email.toLowerCase() === email.toLowerCase());

  return (
    <li aria-label={`Comment by ${comment.authorName}`} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-amber-200">
      <AuthorAvatar name={comment.authorName} src={null} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm">
          <span className="font-bold text-ink">{comment.authorName}</span>{' '}
          <time dateTime={comment.createdAt} className="text-ink-soft">
            {formatLongDate(comment.createdAt)}
          </time>
        </p>
        {editing ? (
          <CommentForm
            label="Edit your comment"
            initialText={comment.text}
            submitLabel="Save"
            busy={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(text) =>
              update.mutateAsync(
                { commentId: comment._id, comment: text },
                {
                  onSuccess: () => setEditing(false),
                  onError: (error) => reportCommentFailure(error, 'Your comment could not be saved. Please try again.'),
                },
              )
            }
          />
        ) : (
          <p className="break-words whitespace-pre-line text-ink">{comment.text}</p>
        )}
        {isAuthor && !editing && (
          <div className="flex gap-3 pt-1 text-sm print:hidden">
            <button
              type="button"
              className="font-bold text-coral-700 underline-offset-4 hover:underline"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <AlertDialog.Root>
              <AlertDialog.Trigger asChild>
                <button type="button" className="font-bold text-coral-700 underline-offset-4 hover:underline">
                  Delete
                </button>
              </AlertDialog.Trigger>
              <AlertDialog.Portal>
                <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
                <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
                  <AlertDialog.Title className="font-display text-xl font-extrabold text-ink">
                    Delete this comment?
                  </AlertDialog.Title>
                  <AlertDialog.Description className="mt-2 text-ink-soft">It will be gone for good.</AlertDialog.Description>
                  <div className="mt-6 flex justify-end gap-3">
                    <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
                    <AlertDialog.Action
                      className="btn-primary"
                      onClick={() =>
                        remove.mutate(comment._id, {
                          onError: (error) => reportCommentFailure(error, 'Your comment could not be deleted. Please try again.'),
                        })
                      }
                    >
                      Delete
                    </AlertDialog.Action>
                  </div>
                </AlertDialog.Content>
              </AlertDialog.Portal>
            </AlertDialog.Root>
          </div>
        )}
      </div>
    </li>
  );
}
