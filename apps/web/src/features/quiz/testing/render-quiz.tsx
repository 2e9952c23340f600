import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { QuizPage } from '../quiz-page';
import { QuizReviewPage } from '../quiz-review-page';

function Probe({ name }: { name: string }) {
  return <h1>{`${name} ${useLocation().pathname}`}</h1>;
}

/** The quiz screens with server state and toasts, plus probes of the story page and home. */
export function renderQuiz(entry: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Probe name="Home" /> },
      { path: '/story/:id', element: <Probe name="Story" /> },
      { path: '/quiz/:id', element: <QuizPage /> },
      { path: '/generateQuiz/:storyId', element: <QuizReviewPage /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
