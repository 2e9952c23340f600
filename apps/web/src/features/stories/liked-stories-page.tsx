import * as Accordion from '@radix-ui/react-accordion';
import { PageHeading } from '../../components/page-heading';
import { StoryGrid } from '../../components/story-grid';
import { useSession } from '../../lib/session';
import { useLikedStories } from './api/get-liked-stories';
import { SignInHint } from './components/sign-in-hint';

/** SPEC §2 Liked Stories (/LikedStories): an accordion 'Liked Stories' with the grid, or 'No stories found'. */
export function LikedStoriesPage() {
  const { email } = useSession();
  const { data: stories = [], isPending } = useLikedStories(email);

  return (
    <section className="flex flex-col gap-6">
      <PageHeading>Liked Stories</PageHeading>
      <Accordion.Root
        type="single"
        collapsible
        defaultValue="liked"
        className="rounded-3xl bg-white/80 shadow-sm ring-1 ring-amber-200"
      >
        <Accordion.Item value="liked">
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-3xl px-5 py-4 text-left font-display text-xl font-extrabold text-ink">
                Liked Stories
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className="size-6 transition group-data-[state=open]:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5">
            {!email ? (
              <SignInHint what="the stories you liked" />
            ) : isPending ? (
              <p role="status" className="text-ink-soft">
                Loading stories...
              </p>
            ) : stories.length === 0 ? (
              <p className="text-ink-soft">No stories found</p>
            ) : (
              <StoryGrid stories={stories} label="Liked stories" />
            )}
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </section>
  );
}
