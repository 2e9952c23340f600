import { useLocation } from 'react-router';
import { setStored } from '../../../lib/storage';
import { renderRoutes } from '../../../testing/render-routes';
import { ProfilePage } from '../profile-page';

export const EMAIL = 'ann@example.org';

export function signInStored(): void {
  setStored('idToken', 'session-token');
  setStored('email', EMAIL);
  setStored('displayName', 'Ann Parent');
}

function LocationProbe() {
  const location = useLocation();
  return <pre data-testid="location-state">{JSON.stringify(location.state)}</pre>;
}

/** /Profile opened with router state, and a /create page that shows the state it received. */
export function renderProfilePage(state?: unknown) {
  return renderRoutes(
    [
      { path: '/Profile', element: <ProfilePage /> },
      { path: '/create', element: <LocationProbe /> },
    ],
    { pathname: '/Profile', state },
  );
}
