import { HOME_VARIANT_PAGE_SIZE, type StoryListItem } from '@storybook/contract';
import { useState, type ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading';
import { StoryGrid } from '../../components/story-grid';
import { useSession } from '../../lib/session';
import { useMyStories } from './api/get-stories';
import { useStoryPublicPage } from './api/get-story-public-page';
import { Pagination } from './components/pagination';
import { SignInHint } from './components/sign-in-hint';
import { StoryTabs, type StoryTab } from './components/story-tabs';

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / HOME_VARIANT_PAGE_SIZE));

function Panel({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-soft">{intro}</p>
      {children}
    </div>
  );
}

function PagedStories({ stories, loading, label }: { stories: StoryListItem[]; loading: boolean; label: string }) {
  if (loading)
    return (
      <p role="status" className="text-ink-soft">
        Loading stories...
      </p>
    );
  if (stories.length === 0) return <p className="text-ink-soft">No stories found</p>;
  return <StoryGrid stories={stories} label={label} />;
}

function PublicStories() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useStoryPublicPage(page);
  return (
    <Panel intro="Public Stories will appear here">
      <PagedStories stories={data?.stories ?? []} loading={isPending} label="Public stories" />
      <Pagination page={page} pageCount={pageCountOf(data?.total ?? 0)} onPageChange={setPage} />
    </Panel>
  );
}

function PrivateStories() {
  const { email } = useSession();
  const [page, setPage] = useState(1);
  const { data, isPending } = useMyStories(email);
  const mine = (data ?? []).filter((story) => story.status === 'private');
  const shown = mine.slice((page - 1) * HOME_VARIANT_PAGE_SIZE, page * HOME_VARIANT_PAGE_SIZE);
  return (
    <Panel intro="Private Stories will appear here">
      {email ? (
        <>
          <PagedStories stories={shown} loading={isPending} label="Private stories" />
          <Pagination page={page} pageCount={pageCountOf(mine.length)} onPageChange={setPage} />
        </>
      ) : (
        <SignInHint what="your private stories" />
      )}
    </Panel>
  );
}

/**
 * SPEC §2 /Story, the tabbed variant of home: public stories 10 a page, and the signed-in user's
 * private ones, each with pagination and 'No stories found' when empty.
 */
export function StoryListPage() {
  const [tab, setTab] = useState<StoryTab>('public');
  return (
    <section className="flex flex-col gap-6">
      <PageHeading>Stories</PageHeading>
      <StoryTabs value={tab} onValueChange={setTab} publicPanel={<PublicStories />} privatePanel={<PrivateStories />} />
    </section>
  );
}
