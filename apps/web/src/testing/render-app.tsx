import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';

/**
 * The route table with every lazily loaded page already loaded, so a test sees a page on its first
 * render as a reader does once its code has arrived. (The browser journeys load them for real.)
 */
async function loadLazyRoutes(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async (route) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
      const children = route.children ? await loadLazyRoutes(route.children) : undefined;
      return { ...route, ...loaded, lazy: undefined, ...(children && { children }) } as RouteObject;
    }),
  );
}

const loadedRoutes = await loadLazyRoutes(routes);

/** The whole app (providers, layout, every route) at `path`, with the router to inspect. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router };
}
