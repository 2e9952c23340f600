import { useIsLiked } from './api/check-like';
import { useToggleLike } from './api/post-like';

/** SPEC §2/§4: the like toggle; the heart fills when this reader likes the story. */
export function LikeButton({ storyId, email }: { storyId: string; email: string }) {
  const { data: isLiked = false, isPending } = useIsLiked(storyId, email);
  const toggle = useToggleLike(storyId, email);

  return (
    <button
      type="button"
      aria-pressed={isLiked}
      disabled={isPending}
      onClick={() => toggle.mutate()}
      className={`inline-flex items-center gap-2 rounded-full border-2 px-4 py-2 font-bold shadow-sm transition active:translate-y-px disabled:opacity-60 ${
        isLiked ? 'border-rose-300 bg-rose-50 text-rose-800' : 'border-coral-200 bg-white text-coral-800 hover:bg-coral-50'
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="size-5"
        fill={isLiked ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      >
        <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.4h3C14.2 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
      </svg>
      Like
    </button>
  );
}
