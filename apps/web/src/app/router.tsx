import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { HomePage } from '../features/home/home-page';
import { StoryPage } from '../features/stories/story-page';
import { AppLayout } from './layout/app-layout';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/**
 * SPEC §2's route table, spelled as SPEC spells it. React Router matches case-insensitively, so
 * `/Login` also serves `/login` and `/story/:id` also serves `/Story/:id` with one entry each.
 *
 * A reader's first visit loads only what reading needs (home, a story, the login page); the other
 * pages (creation, profile, admin, quiz, feedback, lists, the sign-in popup) are fetched when
 * first opened.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'Login', element: <LoginPage /> },
      {
        path: 'create',
        lazy: () => import('../features/create/create-page').then((m) => ({ Component: m.CreatePage })),
      },
      {
        path: 'create-options',
        lazy: () => import('../features/create/create-options-page').then((m) => ({ Component: m.CreateOptionsPage })),
      },
      {
        path: 'my-stories',
        lazy: () => import('../features/stories/my-stories-page').then((m) => ({ Component: m.MyStoriesPage })),
      },
      { path: 'story/:id', element: <StoryPage /> },
      {
        path: 'Story',
        lazy: () => import('../features/stories/story-list-page').then((m) => ({ Component: m.StoryListPage })),
      },
      { path: 'quiz/:id', lazy: () => import('../features/quiz/quiz-page').then((m) => ({ Component: m.QuizPage })) },
      {
        path: 'generateQuiz/:storyId',
        lazy: () => import('../features/quiz/quiz-review-page').then((m) => ({ Component: m.QuizReviewPage })),
      },
      {
        path: 'feedback/:storyId',
        lazy: () => import('../features/feedback/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
      },
      { path: 'Profile', lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
      {
        path: 'LikedStories',
        lazy: () => import('../features/stories/liked-stories-page').then((m) => ({ Component: m.LikedStoriesPage })),
      },
      { path: 'Contact', lazy: () => import('../features/contact/contact-page').then((m) => ({ Component: m.ContactPage })) },
      { path: 'MyStory', lazy: () => import('../features/stories/my-story-page').then((m) => ({ Component: m.MyStoryPage })) },
      { path: 'admin', lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })) },
      { path: 'about', lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The sign-in popup's own pages: a small window of their own, outside the main layout.
  {
    path: 'auth/popup',
    lazy: () => import('../features/auth/popup/sign-in-popup-page').then((m) => ({ Component: m.SignInPopupPage })),
    errorElement: <RouteError />,
  },
  {
    path: 'auth/complete',
    lazy: () => import('../features/auth/popup/sign-in-complete-page').then((m) => ({ Component: m.SignInCompletePage })),
    errorElement: <RouteError />,
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
