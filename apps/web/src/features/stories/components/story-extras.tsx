import type { StoryDetail } from '@storybook/contract';
import { useSession } from '../../../lib/session';
import { CommentsSection } from '../comments/comments-section';
import { LikeButton } from '../likes/like-button';
import { RatingControl, RatingSummary } from '../ratings/rating-control';
import { ShareSidebar } from './share-sidebar';
import { StoryActions } from './story-actions';

/**
 * What follows the story: like, rating, quiz, print and PDF, the comments, and the share links.
 * Loaded beside the story rather than before it, so the story itself shows sooner.
 */
export function StoryExtras({ story }: { story: StoryDetail }) {
  const { email } = useSession();
  return (
    <>
      <section
        aria-labelledby="enjoyed-heading"
        className="flex flex-col gap-4 rounded-3xl bg-white/80 p-5 ring-1 ring-amber-200 print:hidden"
      >
        <h2 id="enjoyed-heading" className="font-display text-2xl font-extrabold text-ink">
          Did you enjoy the story?
        </h2>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {/* SPEC §2/§5: like and rating controls only when an email is stored. */}
          {email && <LikeButton storyId={story._id} email={email} />}
          <RatingSummary storyId={story._id} />
        </div>
        {email && <RatingControl storyId={story._id} email={email} />}
        <StoryActions story={story} />
      </section>
      <CommentsSection storyId={story._id} />
      <ShareSidebar title={story.title} />
    </>
  );
}
