import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStored } from '../../lib/storage';
import { apiError, captureErrorLog, deferred, fakeApi, json, requestsTo } from '../../testing/fake-api';
import { MISSING_QUIZ_MESSAGE, MISSING_STORY_MESSAGE, QUIZ_SAVE_FAILED_MESSAGE, QUIZ_SAVED_MESSAGE } from './messages';
import { renderQuiz } from './testing/render-quiz';

const QUIZ = [
  { question: 'Who helped Mia find the kite?', options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar'], answer: 'Grandpa Joe' },
  { question: 'What colour was the kite?', options: ['Yellow', 'Red', 'Blue', 'Green'], answer: 'Yellow' },
];
const state = (quiz: string | null = JSON.stringify(QUIZ)) => ({ title: 'Mia and the Kite', storyId: 's42', quiz });
const review = (entryState: unknown = state()) => renderQuiz({ pathname: '/generateQuiz/s42', state: entryState });

beforeEach(() => {
  setStored('idToken', 'session-token');
  setStored('email', 'ann@example.org');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuizReviewPage (SPEC §2 Quiz review, §4, §5, §8)', () => {
  it("shows '{title} - Quiz' with numbered questions, options a to d and the correct one marked", () => {
    fakeApi({});
    review();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mia and the Kite - Quiz');
    const items = screen.getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/^1\.Who helped Mia find the kite\?/);
    const options = within(items[0]!).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['a)Sam', 'b)Grandpa Joe✓ Correct answer', 'c)Noah', 'd)Omar']);
    expect(within(items[1]!).getByText('Correct answer').closest('li')!.textContent).toContain('Yellow');
  });

  it("saves one question per call, in order, then says 'Quiz saved successfully!' and opens the story", async () => {
    const held = deferred<Response>();
    let calls = 0;
    const fetchMock = fakeApi({
      'POST /api/saveQuestion': () => (calls++ === 0 ? held.promise : json(200, { _id: `q${calls}` })),
    });
    review();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Quiz' }));
    expect((screen.getByRole('button', { name: 'Skip Quiz' }) as HTMLButtonElement).disabled).toBe(true);
    held.resolve(json(200, { _id: 'q1' }));
    expect(await screen.findByText(QUIZ_SAVED_MESSAGE)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Story /story/s42' })).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/saveQuestion')).toEqual(QUIZ.map((q) => ({ storyId: 's42', ...q })));
  });

  it("says 'Failed to save quiz' and still opens the story when saving fails", async () => {
    fakeApi({ 'POST /api/saveQuestion': () => apiError(403, "Only the story's author can add questions to its quiz.") });
    const logged = captureErrorLog();
    review();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Quiz' }));
    expect(await screen.findByText(QUIZ_SAVE_FAILED_MESSAGE)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Story /story/s42' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Quiz save failed', expect.objectContaining({ status: 403 }));
  });

  it("'Skip Quiz' opens the story and saves nothing", async () => {
    const fetchMock = fakeApi({});
    review();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Story /story/s42' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("without navigation state says 'Missing story data!' and goes home", async () => {
    fakeApi({});
    review(null);
    expect(await screen.findByText(MISSING_STORY_MESSAGE, { selector: '.Toastify *' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home /' })).toBeTruthy();
  });

  it.each([
    ['no quiz at all', null],
    ['an empty quiz', '[]'],
    ['unparsable quiz text (SPEC §8: an empty list)', 'not json'],
  ])("with %s says 'Missing quiz data!' and goes back to the story", async (_what, quiz) => {
    fakeApi({});
    review(state(quiz));
    expect(await screen.findByText(MISSING_QUIZ_MESSAGE, { selector: '.Toastify *' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Story /story/s42' })).toBeTruthy();
  });
});
