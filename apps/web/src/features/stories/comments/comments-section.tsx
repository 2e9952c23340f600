import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useComments } from './api/get-comments';
import { usePostComment } from './api/post-comment';
import { reportCommentFailure } from './comment-errors';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** SPEC §2 comments section: the list, and a form to add one for a signed-in reader. */
export function CommentsSection({ storyId }: { storyId: string }) {
  const { email } = useSession();
  const { data: comments = [], isPending } = useComments(storyId);
  const post = usePostComment(storyId, email ?? '');

  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="comments-heading" className="font-display text-2xl font-extrabold text-ink">
        Comments
      </h2>
      {email ? (
        <CommentForm
          label="Add a comment"
          submitLabel="Post Comment"
          busy={post.isPending}
          onSubmit={(text) =>
            post.mutateAsync(text, {
              onError: (error) => reportCommentFailure(error, 'Your comment could not be posted. Please try again.'),
            })
          }
        />
      ) : (
        <p className="text-ink-soft">
          <Link to="/login" className="font-bold text-coral-700 underline underline-offset-4">
            Log in
          </Link>{' '}
          to join the conversation.
        </p>
      )}
      {isPending ? (
        <p role="status" className="text-ink-soft">
          Loading comments...
        </p>
      ) : comments.length === 0 ? (
        <p className="text-ink-soft">No comments yet.</p>
      ) : (
        <ul aria-label="Comments" className="flex flex-col gap-3">
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} storyId={storyId} email={email} />
          ))}
        </ul>
      )}
    </section>
  );
}
