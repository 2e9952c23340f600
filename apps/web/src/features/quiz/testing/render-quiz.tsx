import { useLocation } from 'react-router';
import { renderRoutes } from '../../../testing/render-routes';
import { QuizPage } from '../quiz-page';
import { QuizReviewPage } from '../quiz-review-page';

function Probe({ name }: { name: string }) {
  return <h1>{`${name} ${useLocation().pathname}`}</h1>;
}

/** The quiz screens with server state and toasts, plus probes of the story page and home. */
export function renderQuiz(entry: string | { pathname: string; state?: unknown }) {
  return renderRoutes(
    [
      { path: '/', element: <Probe name="Home" /> },
      { path: '/story/:id', element: <Probe name="Story" /> },
      { path: '/quiz/:id', element: <QuizPage /> },
      { path: '/generateQuiz/:storyId', element: <QuizReviewPage /> },
    ],
    entry,
  );
}
