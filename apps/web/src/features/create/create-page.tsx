import { parseAvatarImageId, type Child } from '@storybook/contract';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/session';
import { isSessionEnded } from '../../lib/session-ended';
import { generateStoryRequest } from './api/generate-story';
import { useChildren } from '../../lib/get-children';
import { CreateMenu } from './components/create-menu';
import { EntryForm } from './components/entry-form';
import { StoryReview } from './components/story-review';
import type { CreateDraft, VisualChoice } from './draft/draft-types';
import { useCreateDraft } from './draft/use-create-draft';
import { useFinishStory } from './hooks/use-finish-story';
import { useStoryVisuals } from './hooks/use-story-visuals';
import { GENERATION_FAILED_MESSAGE } from './messages';
import { childAvatars, firstAvatarOf } from './utils/avatars';
import { readCreateNavigationState } from './utils/create-navigation-state';
import { refusalReason } from '../../lib/api-error';

/** SPEC §2 Create (/create), current version. */
export function CreatePage() {
  const { signedIn, email } = useSession();

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      {signedIn && email ? (
        <CreateWorkspace email={email} />
      ) : (
        <>
          <PageHeading>Create a Story</PageHeading>
          <p className="text-ink-soft">
            <Link to="/Login" state={{ returnTo: '/create' }} className="font-bold text-coral-700 underline underline-offset-4">
              Sign in
            </Link>{' '}
            to create stories.
          </p>
        </>
      )}
    </section>
  );
}

/** An avatar no longer among the children (deleted since) counts as no choice. */
function availableChoice(choice: VisualChoice | null, children: Child[] | undefined): VisualChoice | null {
  if (choice?.kind !== 'avatar' || !children) return choice;
  return children.some((child) => childAvatars(child).some((avatar) => avatar.imageId === choice.imageId)) ? choice : null;
}

/** The children to show, with a child just added on the profile page even before the list refetches. */
function withNewChild(children: Child[] | undefined, newChild: Child | undefined): Child[] | undefined {
  if (!newChild || !children || children.some((child) => child._id === newChild._id)) return children;
  return [...children, newChild];
}

function CreateWorkspace({ email }: { email: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, dispatch] = useCreateDraft(email);
  const children = useChildren(email);
  const visuals = useStoryVisuals(email, draft, dispatch);
  const finish = useFinishStory(email, draft, dispatch);

  // Navigation state is taken once per navigation, then cleared so a reload does not apply it again.
  const [handled, setHandled] = useState<{ key: string; newChild?: Child | undefined } | null>(null);
  const incoming = handled?.key === location.key ? null : readCreateNavigationState(location.state);
  if (incoming) {
    setHandled({ key: location.key, newChild: incoming.newChild ?? handled?.newChild });
    if (incoming.referenceImages) dispatch({ type: 'referenceImagesChosen', images: incoming.referenceImages });
    const avatar = incoming.newChild && firstAvatarOf(incoming.newChild);
    if (avatar) dispatch({ type: 'visualChoiceChanged', choice: { kind: 'avatar', imageId: avatar } });
  }
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate(location.pathname, { replace: true, state: null });
  }, [hasState, location.pathname, navigate]);

  const childList = withNewChild(children.data, handled?.newChild);
  const choice = availableChoice(draft.visualChoice, childList);

  async function generate(current: CreateDraft) {
    dispatch({ type: 'generationStarted' });
    try {
      // The child whose avatar styles the story is its hero.
      const childId = choice?.kind === 'avatar' ? parseAvatarImageId(choice.imageId).childId : undefined;
      const story = await generateStoryRequest({ email, idea: current.idea, referenceImages: current.referenceImages, childId });
      dispatch({ type: 'storyGenerated', draftId: current.id, ...story });
      window.scrollTo({ top: 0 });
    } catch (error) {
      // A session that ended has its own prompt; the idea waits on the form meanwhile.
      if (!isSessionEnded(error)) {
        console.error('Story generation failed', error);
        // SPEC §8: an alert, then back to the entry form; an idea the word list refused says which word.
        window.alert(refusalReason(error) ?? GENERATION_FAILED_MESSAGE);
      }
      dispatch({ type: 'generationFailed', draftId: current.id });
    }
  }

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <PageHeading>Create a Story</PageHeading>
          <p className="mt-2 text-ink-soft">
            {draft.phase === 'story'
              ? 'Read it through, make it yours, then bring it to life with pictures.'
              : 'Share an idea and we will write a six-paragraph story around it.'}
          </p>
        </div>
        <CreateMenu />
      </div>
      {draft.phase === 'story' ? (
        <StoryReview
          draft={draft}
          dispatch={dispatch}
          onCreateVisuals={() => void visuals.createVisuals()}
          onRegenerate={(index) => void visuals.regenerate(index)}
          onSave={() => void finish.save()}
          onDiscard={() => void finish.discard()}
          pending={finish.pending}
        />
      ) : (
        <EntryForm
          draft={draft}
          choice={choice}
          dispatch={dispatch}
          childProfiles={childList}
          loadingChildren={children.isPending}
          onGenerate={() => void generate(draft)}
        />
      )}
    </>
  );
}
