import type { Child } from '@storybook/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { CartoonifyIntro } from './components/cartoonify-intro';
import { ChildrenSection } from './components/children-section';
import { ProfileDetails } from './components/profile-details';
import { useScrollToSection } from './hooks/use-scroll-to-section';
import { readProfileNavigationState, returnPathAfterAddingChild } from './utils/navigation-state';
import { profileSectionIds } from './utils/profile-sections';

/**
 * SPEC §2 Profile (/Profile): the user's details, the cartoon-avatar intro and the children.
 * Navigation state `{ scrollTo, openChildForm, returnTo }` scrolls to and highlights a section,
 * opens the add-child form, and sends the user back (with `{ newChild }`) once a child is added.
 */
export function ProfilePage() {
  const { signedIn, email } = useSession();
  const location = useLocation();

  if (!signedIn || !email) {
    return (
      <section>
        <PageHeading>Profile</PageHeading>
        <p className="mt-6 text-ink-soft">
          <Link to="/Login" className="font-bold text-coral-700 underline underline-offset-4">
            Sign in
          </Link>{' '}
          to see your profile and your children.
        </p>
      </section>
    );
  }
  // A new navigation to /Profile (new state) starts the page afresh; cached data keeps it instant.
  return <ProfileSections key={location.key} email={email} state={location.state} navigationKey={location.key} />;
}

function ProfileSections({ email, state, navigationKey }: { email: string; state: unknown; navigationKey: string }) {
  const navigate = useNavigate();
  const [navigationState] = useState(() => readProfileNavigationState(state));
  const [childFormOpen, setChildFormOpen] = useState(navigationState.openChildForm ?? false);
  const [scrollRequest, setScrollRequest] = useState({ id: navigationState.scrollTo, key: navigationKey });
  useScrollToSection(scrollRequest.id, scrollRequest.key);

  function startAddingChild() {
    setChildFormOpen(true);
    setScrollRequest({ id: profileSectionIds.addChild, key: `intro-${Date.now()}` });
  }

  function handleAdded(child: Child) {
    const returnPath = returnPathAfterAddingChild(navigationState);
    if (returnPath) navigate(returnPath, { state: { newChild: child } });
    else setChildFormOpen(false);
  }

  return (
    <section className="space-y-8">
      <PageHeading>Profile</PageHeading>
      <ProfileDetails email={email} />
      <CartoonifyIntro onStart={startAddingChild} />
      <ChildrenSection email={email} formOpen={childFormOpen} onFormOpenChange={setChildFormOpen} onAdded={handleAdded} />
    </section>
  );
}
