import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStored } from '../../lib/storage';
import { renderRoutes } from '../../testing/render-routes';
import { apiError, captureErrorLog, deferred, fakeApi, json, requestsTo, type FakeHandler } from '../../testing/fake-api';
import { FeedbackPage } from './feedback-page';
import { CHILD_HEADING, FEEDBACK_FAILED_MESSAGE, FEEDBACK_SAVED_MESSAGE, PARENT_HEADING } from './messages';
import { FEEDBACK_QUESTIONS, STORY } from './testing/feedback-fixtures';

const QUIZ = JSON.stringify([
  { question: 'Who helped Mia?', options: ['Sam', 'Grandpa Joe', 'Noah', 'Omar'], answer: 'Grandpa Joe' },
]);

function ReviewProbe() {
  return <pre data-testid="review-state">{JSON.stringify({ path: useLocation().pathname, state: useLocation().state })}</pre>;
}

function renderFeedback() {
  renderRoutes(
    [
      { path: '/feedback/:storyId', element: <FeedbackPage /> },
      { path: '/generateQuiz/:storyId', element: <ReviewProbe /> },
    ],
    '/feedback/s42',
  );
}

function server(overrides: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user/feedbackQuestions': () => json(200, { questions: FEEDBACK_QUESTIONS }),
    'GET /api/user/story/s42': () => json(200, { story: STORY }),
    'POST /api/user/feedback': () => json(200, { saved: 10 }),
    'POST /api/generateQuiz': () => json(200, { data: QUIZ }),
    ...overrides,
  });
}

const slider = (question: string) => screen.getByRole('slider', { name: question });

beforeEach(() => {
  setStored('idToken', 'session-token');
  setStored('email', 'ann@example.org');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeedbackPage (SPEC §2 Feedback, §4, §5, §9)', () => {
  it("asks the parent's five questions on sliders that start at 'Neutral', then the child's after 'Next'", async () => {
    server();
    renderFeedback();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PARENT_HEADING);
    await screen.findByRole('slider', { name: 'The visuals of the story were appealing.' });
    const parent = screen.getAllByRole('slider');
    expect(parent).toHaveLength(5);
    for (const s of parent) {
      expect(s.getAttribute('aria-valuetext')).toBe('Neutral');
      expect(s.getAttribute('aria-valuemin')).toBe('0');
      expect(s.getAttribute('aria-valuemax')).toBe('4');
      expect(s.getAttribute('aria-valuenow')).toBe('2');
    }
    expect(screen.queryByRole('button', { name: 'Submit Feedback' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CHILD_HEADING);
    expect(screen.getAllByRole('slider')).toHaveLength(5);
    expect(slider('How does the child in the story look compared to you?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
  });

  it('moves a slider over its own labels with the keyboard', async () => {
    server();
    renderFeedback();
    const user = userEvent.setup();
    const appealing = await screen.findByRole('slider', { name: 'The visuals of the story were appealing.' });
    appealing.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(appealing.getAttribute('aria-valuetext')).toBe('Strongly agree');
    const resemblance = slider('How closely does the child in the story resemble your child?');
    resemblance.focus();
    await user.keyboard('{ArrowLeft}');
    expect(resemblance.getAttribute('aria-valuetext')).toBe('Worse');
  });

  it("sends every answer, shows 'Submitting...', toasts, makes a quiz and opens the review with it", async () => {
    const held = deferred<Response>();
    const fetchMock = server({ 'POST /api/user/feedback': () => held.promise });
    renderFeedback();
    const user = userEvent.setup();
    (await screen.findByRole('slider', { name: 'I would share this story with others.' })).focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    slider('I liked the pictures in the story.').focus();
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    held.resolve(json(200, { saved: 10 }));
    expect(await screen.findByText(FEEDBACK_SAVED_MESSAGE)).toBeTruthy();

    const [sent] = requestsTo(fetchMock, 'POST /api/user/feedback') as { responses: Record<string, string>[] }[];
    expect(sent!.responses).toHaveLength(10);
    const answerOf = (id: string) => sent!.responses.find((r) => r.feedbackQuestionId === id)!.answer;
    expect(answerOf('p3')).toBe('Disagree');
    expect(answerOf('c1')).toBe('Strongly agree');
    expect(answerOf('p5')).toBe('Neutral');
    expect(sent!.responses.every((r) => r.email === 'ann@example.org' && r.storyId === 's42')).toBe(true);

    const probe = JSON.parse((await screen.findByTestId('review-state')).textContent ?? '') as unknown;
    expect(probe).toEqual({ path: '/generateQuiz/s42', state: { title: STORY.title, storyId: 's42', quiz: QUIZ } });
    expect(requestsTo(fetchMock, 'POST /api/generateQuiz')).toEqual([{ content: STORY.content }]);
  });

  it("says 'Couldn't save feedback, please re-try' and stays on the step when saving fails", async () => {
    const fetchMock = server({ 'POST /api/user/feedback': () => apiError(500, 'boom') });
    const logged = captureErrorLog();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findAllByRole('slider');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText(FEEDBACK_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CHILD_HEADING);
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Submit Feedback' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(requestsTo(fetchMock, 'POST /api/generateQuiz')).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Feedback save failed', expect.objectContaining({ status: 500 }));
  });

  it('still moves on to the review (without a quiz) when no quiz could be made', async () => {
    server({ 'POST /api/generateQuiz': () => apiError(502, 'We could not make a quiz right now. Please try again.') });
    const logged = captureErrorLog();
    renderFeedback();
    const user = userEvent.setup();
    await screen.findAllByRole('slider');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const probe = JSON.parse((await screen.findByTestId('review-state')).textContent ?? '') as { state: unknown };
    expect(probe.state).toEqual({ title: STORY.title, storyId: 's42', quiz: null });
    expect(logged).toHaveBeenCalledWith('Quiz generation failed', expect.objectContaining({ status: 502 }));
  });

  it('keeps the answers of step 1 when going back from step 2', async () => {
    server();
    renderFeedback();
    const user = userEvent.setup();
    (await screen.findByRole('slider', { name: 'I would create similar stories again.' })).focus();
    await user.keyboard('{Home}');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(slider('I would create similar stories again.').getAttribute('aria-valuetext')).toBe('Strongly disagree');
  });

  it('says the story was not found instead of asking about a story that is not there', async () => {
    server({ 'GET /api/user/story/s42': () => apiError(404, 'Story not found') });
    renderFeedback();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Story not found')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
