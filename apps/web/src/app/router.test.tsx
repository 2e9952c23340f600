import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

function heading() {
  return screen.getByRole('heading', { level: 1 }).textContent;
}

describe('route table (SPEC §2)', () => {
  it.each([
    ['/', 'Stories'],
    ['/Login', 'Login'],
    ['/login', 'Login'],
    ['/create', 'Create a Story'],
    ['/create-options', 'Create Options'],
    ['/my-stories', 'My Stories'],
    ['/Story', 'Stories'],
    ['/quiz/abc', 'Quiz'],
    // Without navigation state the quiz review goes home (SPEC §5).
    ['/generateQuiz/abc', 'Stories'],
    ['/feedback/abc', 'Parent Feedback'],
    ['/Profile', 'Profile'],
    ['/LikedStories', 'Liked Stories'],
    ['/Contact', 'Free free to reach out to us'],
    ['/MyStory', 'My Story'],
  ])('%s shows "%s" under the navigation bar', (path, title) => {
    renderApp(path);
    expect(heading()).toBe(title);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/admin shows "Admin Dashboard" under the navigation bar to a signed-in user', () => {
    window.localStorage.setItem('idToken', 'token');
    fakeApi({});
    renderApp('/admin');
    expect(heading()).toBe('Admin Dashboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it.each(['/story/abc', '/Story/abc'])('%s opens the story page, which starts loading the story', (path) => {
    renderApp(path);
    expect(screen.getByRole('status').textContent).toContain('Loading story...');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/story/:id and /Story/:id reach the same page with the id as a param', () => {
    const lower = renderApp('/story/abc');
    const lowerMatch = lower.router.state.matches.at(-1);
    lower.unmount();
    const upper = renderApp('/Story/abc');
    const upperMatch = upper.router.state.matches.at(-1);

    expect(upperMatch?.route.id).toBe(lowerMatch?.route.id);
    expect(upperMatch?.params).toEqual({ id: 'abc' });
    expect(lowerMatch?.params).toEqual({ id: 'abc' });
  });

  it('/Login and /login reach the same route', () => {
    const upper = renderApp('/Login');
    const upperRoute = upper.router.state.matches.at(-1)?.route.id;
    upper.unmount();
    const lower = renderApp('/login');
    expect(lower.router.state.matches.at(-1)?.route.id).toBe(upperRoute);
    expect(heading()).toBe('Login');
  });

  it.each(['/nowhere', '/story/abc/extra', '/admin/secret'])('%s shows the not-found page with a link home', (path) => {
    renderApp(path);
    expect(heading()).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it("names each page in the browser tab, ahead of index.html's static title", () => {
    document.head.innerHTML = '<title>Storybook</title>';
    renderApp('/LikedStories');
    expect(document.title).toBe('Liked Stories · Storybook');
  });
});
