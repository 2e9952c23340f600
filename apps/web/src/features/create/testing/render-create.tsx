import { useLocation, useParams } from 'react-router';
import { setStored } from '../../../lib/storage';
import { renderRoutes } from '../../../testing/render-routes';
import { CreateOptionsPage } from '../create-options-page';
import { CreatePage } from '../create-page';

export const EMAIL = 'ann@example.org';

export function signInStored(): void {
  setStored('idToken', 'session-token');
  setStored('email', EMAIL);
  setStored('displayName', 'Ann Parent');
}

function FeedbackProbe() {
  return <h1>{`Feedback for ${useParams().storyId ?? ''}`}</h1>;
}

function ProfileProbe() {
  return <pre data-testid="profile-state">{JSON.stringify(useLocation().state)}</pre>;
}

/** /create and /create-options with server state and toasts, plus probes of where they lead. */
export function renderCreate(entry: string | { pathname: string; state?: unknown } = '/create') {
  return renderRoutes(
    [
      { path: '/create', element: <CreatePage /> },
      { path: '/create-options', element: <CreateOptionsPage /> },
      { path: '/feedback/:storyId', element: <FeedbackProbe /> },
      { path: '/Profile', element: <ProfileProbe /> },
    ],
    entry,
  );
}
