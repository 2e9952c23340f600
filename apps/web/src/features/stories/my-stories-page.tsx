import type { StoryListItem } from '@storybook/contract';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { useMyStories } from './api/get-stories';
import { MyStoryCard } from './components/my-story-card';
import { SignInHint } from './components/sign-in-hint';
import { StoryTabs, type StoryTab } from './components/story-tabs';

/** SPEC §4: a tab shows the stories whose status is the tab's; ours: pending ones wait in Public. */
function storiesForTab(stories: StoryListItem[], tab: StoryTab): StoryListItem[] {
  return stories.filter((story) =>
    tab === 'public' ? story.status === 'public' || story.status === 'pending' : story.status === tab,
  );
}

function MyStoryList({ stories }: { stories: StoryListItem[] }) {
  if (stories.length === 0) return <p className="text-ink-soft">No stories found</p>;
  return (
    <ul aria-label="My stories" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {stories.map((story) => (
        <li key={story._id}>
          <MyStoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 My stories (/my-stories): the signed-in user's stories in Public and Private tabs. */
export function MyStoriesPage() {
  const { email } = useSession();
  const [tab, setTab] = useState<StoryTab>('public');
  const { data, isPending } = useMyStories(email);

  const panel = (which: StoryTab) => {
    if (!email) return <SignInHint what="the stories you made" />;
    if (isPending)
      return (
        <p role="status" className="text-ink-soft">
          Loading stories...
        </p>
      );
    // SPEC §8: a failed fetch shows an empty list.
    return <MyStoryList stories={storiesForTab(data ?? [], which)} />;
  };

  return (
    <section className="flex flex-col gap-6">
      <PageHeading>My Stories</PageHeading>
      <StoryTabs value={tab} onValueChange={setTab} publicPanel={panel('public')} privatePanel={panel('private')} />
    </section>
  );
}
