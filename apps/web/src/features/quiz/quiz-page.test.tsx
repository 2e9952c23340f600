import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStored } from '../../lib/storage';
import { apiError, captureErrorLog, fakeApi, json, requestsTo, type FakeHandler } from '../../testing/fake-api';
import { ANSWER_CHECK_FAILED_MESSAGE } from './messages';
import { renderQuiz } from './testing/render-quiz';

const QUESTIONS = [
  { _id: 'q1', question: 'Who helped Mia find the kite?', options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar'] },
  { _id: 'q2', question: 'What colour was the kite?', options: ['Yellow', 'Red', 'Blue', 'Green'] },
];
const ANSWERS: Record<string, string> = { q1: 'Grandpa Joe', q2: 'Yellow' };

/** The server's side: it alone knows the answers. */
const checkAnswer: FakeHandler = ({ body }) => {
  const { questionId, answer } = body as { questionId: string; answer: string };
  return json(200, { isCorrect: ANSWERS[questionId] === answer, correctAnswer: ANSWERS[questionId] });
};

function server(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/getJustQuestions': () => json(200, { questions: QUESTIONS }),
    'POST /api/saveAttemptedQ': checkAnswer,
    ...overrides,
  });
}

const verdictShown = () => screen.queryByText(/^(?:Correct! Well done\.|Not quite: )/) !== null;

/** Clicks an option and lets the fake server's answer arrive: promises only, so the clock may be faked. */
async function answer(name: string) {
  fireEvent.click(option(name));
  await act(async () => {
    for (let i = 0; i < 100 && !verdictShown(); i += 1) await Promise.resolve();
  });
}

const option = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuizPage (SPEC §2 Quiz, §4, §9)', () => {
  it('asks one question at a time, marks the answer, disables the options, moves on after 1 second and scores', async () => {
    setStored('idToken', 'session-token');
    setStored('email', 'bob@example.org');
    const fetchMock = server();
    renderQuiz('/quiz/s42');
    expect(await screen.findByRole('heading', { name: 'Who helped Mia find the kite?' })).toBeTruthy();
    expect(screen.queryByText('What colour was the kite?')).toBeNull();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();

    // From here the clock is ours: answers resolve as promises, the advance waits on a timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await answer('Grandpa Joe');
    expect(screen.getByText('Correct! Well done.')).toBeTruthy();
    expect(option('Grandpa Joe').textContent).toContain('Correct!');
    for (const name of QUESTIONS[0]!.options) expect(option(name).disabled).toBe(true);

    // SPEC §9: the next question shows 1000 ms after the answer, not before.
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('heading', { name: 'Who helped Mia find the kite?' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'What colour was the kite?' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();

    await answer('Red');
    expect(screen.getByText('Not quite: the answer is Yellow.')).toBeTruthy();
    expect(option('Red').textContent).toContain('Not quite');
    expect(option('Yellow').textContent).toContain('Right answer');
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();

    expect(await screen.findByText('Your Score: 1/2')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/saveAttemptedQ')).toEqual([
      { questionId: 'q1', answer: 'Grandpa Joe', email: 'bob@example.org' },
      { questionId: 'q2', answer: 'Red', email: 'bob@example.org' },
    ]);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').search).toBe('?storyId=s42');
  });

  it('lets a reader who is not signed in play without sending an email', async () => {
    const fetchMock = server();
    renderQuiz('/quiz/s42');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Sam/ }));
    expect(await screen.findByText('Not quite: the answer is Grandpa Joe.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/saveAttemptedQ')).toEqual([{ questionId: 'q1', answer: 'Sam' }]);
  });

  it('lets the reader try again when an answer cannot be checked', async () => {
    server({ 'POST /api/saveAttemptedQ': () => apiError(500, 'boom') });
    const logged = captureErrorLog();
    renderQuiz('/quiz/s42');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Sam/ }));
    expect(await screen.findByText(ANSWER_CHECK_FAILED_MESSAGE)).toBeTruthy();
    expect(option('Sam').disabled).toBe(false);
    expect(logged).toHaveBeenCalledWith('Answer check failed', expect.objectContaining({ status: 500 }));
  });

  it('shows a clear empty state with a way back for a story without a quiz', async () => {
    server({ 'GET /api/getJustQuestions': () => json(200, { questions: [] }) });
    renderQuiz('/quiz/s42');
    expect(await screen.findByText("This story doesn't have a quiz yet.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the story' }).getAttribute('href')).toBe('/story/s42');
  });

  it('says the story was not found for a quiz the reader may not see', async () => {
    server({ 'GET /api/getJustQuestions': () => apiError(404, 'Story not found') });
    renderQuiz('/quiz/s42');
    expect(await screen.findByText('Story not found')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
