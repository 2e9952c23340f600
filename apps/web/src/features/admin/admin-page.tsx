import * as Tabs from '@radix-ui/react-tabs';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { useAdminPublicStories } from './api/get-admin-public-stories';
import { useContactMessages } from './api/get-contact-messages';
import { usePendingStories } from './api/get-pending-stories';
import { useLeaveUnlessAdmin } from './hooks/use-leave-unless-admin';
import { MessagesPanel } from './components/messages-panel';
import { StoryReviewList } from './components/story-review-list';

const tabs = ['pending', 'public', 'messages'] as const;
type Tab = (typeof tabs)[number];

const tabClass =
  'flex flex-wrap items-center justify-center gap-1 rounded-2xl px-2 py-2 text-center text-sm font-bold sm:gap-2 sm:rounded-full sm:px-4 sm:text-base text-coral-800 transition hover:bg-coral-50 data-[state=active]:bg-coral-700 data-[state=active]:text-white';

function Count({ value, label }: { value: number | undefined; label: string }) {
  if (!value) return null;
  return (
    <span className="rounded-full bg-amber-200 px-2 text-sm text-amber-950">
      {value}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

/**
 * SPEC §2 Admin dashboard (/admin): toggles 'Pending Stories' and 'Public Stories', and the
 * Contact form's 'Messages'. Admins only: anyone else is sent to / (SPEC §5), signed out at once,
 * signed in as soon as the server answers 'Unauthorized'.
 */
export function AdminPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((value) => value === params.get('tab')) ?? 'pending';
  // The first page of each list, for the counts on the toggles (shared with the lists' own queries).
  const pending = usePendingStories(1);
  const messages = useContactMessages('open', 1);
  useLeaveUnlessAdmin(pending.error);

  if (!session.signedIn) return <Navigate to="/" replace />;

  return (
    <section className="space-y-6">
      <PageHeading>Admin Dashboard</PageHeading>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'pending' ? {} : { tab: value }, { replace: true })}
        className="space-y-6"
      >
        <Tabs.List
          aria-label="Admin lists"
          className="grid w-full grid-cols-3 gap-1 rounded-3xl sm:inline-flex sm:w-auto sm:rounded-full bg-white p-1 shadow-sm ring-1 ring-amber-200"
        >
          <Tabs.Trigger value="pending" className={tabClass}>
            Pending Stories <Count value={pending.data?.total} label="waiting" />
          </Tabs.Trigger>
          <Tabs.Trigger value="public" className={tabClass}>
            Public Stories
          </Tabs.Trigger>
          <Tabs.Trigger value="messages" className={tabClass}>
            Messages <Count value={messages.data?.open} label="waiting" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="pending">
          <StoryReviewList kind="pending" useStories={usePendingStories} />
        </Tabs.Content>
        <Tabs.Content value="public">
          <StoryReviewList kind="public" useStories={useAdminPublicStories} />
        </Tabs.Content>
        <Tabs.Content value="messages">
          <MessagesPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
