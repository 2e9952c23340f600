import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { AboutPage } from '../features/about/about-page';
import { AdminPage } from '../features/admin/admin-page';
import { LoginPage } from '../features/auth/login-page';
import { SignInCompletePage } from '../features/auth/popup/sign-in-complete-page';
import { SignInPopupPage } from '../features/auth/popup/sign-in-popup-page';
import { ContactPage } from '../features/contact/contact-page';
import { CreateOptionsPage } from '../features/create/create-options-page';
import { CreatePage } from '../features/create/create-page';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { HomePage } from '../features/home/home-page';
import { ProfilePage } from '../features/profile/profile-page';
import { QuizPage } from '../features/quiz/quiz-page';
import { QuizReviewPage } from '../features/quiz/quiz-review-page';
import { LikedStoriesPage } from '../features/stories/liked-stories-page';
import { MyStoriesPage } from '../features/stories/my-stories-page';
import { MyStoryPage } from '../features/stories/my-story-page';
import { StoryListPage } from '../features/stories/story-list-page';
import { StoryPage } from '../features/stories/story-page';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/**
 * SPEC §2's route table, spelled as SPEC spells it. React Router matches case-insensitively, so
 * `/Login` also serves `/login` and `/story/:id` also serves `/Story/:id` with one entry each.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'Login', element: <LoginPage /> },
      { path: 'create', element: <CreatePage /> },
      { path: 'create-options', element: <CreateOptionsPage /> },
      { path: 'my-stories', element: <MyStoriesPage /> },
      { path: 'story/:id', element: <StoryPage /> },
      { path: 'Story', element: <StoryListPage /> },
      { path: 'quiz/:id', element: <QuizPage /> },
      { path: 'generateQuiz/:storyId', element: <QuizReviewPage /> },
      { path: 'feedback/:storyId', element: <FeedbackPage /> },
      { path: 'Profile', element: <ProfilePage /> },
      { path: 'LikedStories', element: <LikedStoriesPage /> },
      { path: 'Contact', element: <ContactPage /> },
      { path: 'MyStory', element: <MyStoryPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The sign-in popup's own pages: a small window of their own, outside the main layout.
  { path: 'auth/popup', element: <SignInPopupPage />, errorElement: <RouteError /> },
  { path: 'auth/complete', element: <SignInCompletePage />, errorElement: <RouteError /> },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
