import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('credits Fluent Emoji under its MIT licence with Microsoft’s copyright line', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Storybook');
    const credits = screen.getByRole('region', { name: 'Credits' });
    const fluent = within(credits).getByRole('link', { name: 'Fluent Emoji' });
    expect(fluent.getAttribute('href')).toBe('https://github.com/microsoft/fluentui-emoji');
    const entry = fluent.closest('li')!;
    expect(entry.textContent).toContain('MIT License');
    expect(entry.textContent).toContain('Copyright (c) Microsoft Corporation.');
  });

  it('names the other openly licensed pieces with their licences', () => {
    render(<AboutPage />);
    const credits = screen.getByRole('region', { name: 'Credits' });
    for (const name of ['emojilib', 'compromise', 'image-q', 'sharp, libvips and librsvg']) {
      expect(within(credits).getByRole('link', { name }).closest('li')!.textContent).toMatch(/License|LGPL/);
    }
    expect(within(credits).getByText(/Mu-An Chiou/)).toBeTruthy();
    expect(within(credits).getByText(/Anthony Dekker/)).toBeTruthy();
    for (const name of ['Noto Sans', 'Noto Emoji']) {
      expect(within(credits).getByRole('link', { name }).closest('li')!.textContent).toContain('SIL Open Font License 1.1');
    }
  });

  it('is reached at /about from the footer’s About link on every page', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });

  it('has its route', () => {
    renderApp('/about');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Storybook');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
