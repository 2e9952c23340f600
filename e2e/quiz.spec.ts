import { QUIZ_STORIES } from '@storybook/offline-ai/testing';
import type { Page } from '@playwright/test';
import { signUp, type SignedUp } from './auth.js';
import { expect, test } from './fixtures.js';

// SPEC §2 Feedback, Quiz review and Quiz, §4 and §9: after saving a story the parent gives
// feedback in two steps, reviews and saves the quiz made from it, and a reader takes it.

const STORY = QUIZ_STORIES.find((s) => s.title === 'Kai and the Golden Shell')!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A saved private story of the signed-in parent, as the create page saves one. */
async function saveStory(page: Page, baseURL: string, me: SignedUp): Promise<string> {
  const res = await page.request.post(`${baseURL}/api/user/save`, {
    headers: { authorization: `Bearer ${me.token}` },
    data: {
      email: me.email,
      title: STORY.title,
      content: STORY.paragraphs.join('\n\n'),
      storyList: STORY.paragraphs.map((line, id) => ({ line, image: null, id })),
      prompt: 'A boy and a dolphin by the sea',
      status: 'private',
      tag: ['sea'],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** Both sizes of the screen as it is now, into the test's output folder. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('saved story to feedback, quiz review, saved quiz, and a reader scoring on it', async ({ page, baseURL, browser }) => {
  // A long journey with a second reader: 45 s beside another browser worker on a busy machine.
  test.setTimeout(120_000);
  const me = await signUp(page, baseURL!);
  const storyId = await saveStory(page, baseURL!, me);

  // Step 1: the parent's questions, each a slider starting at Neutral.
  await page.goto(`/feedback/${storyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parent Feedback' })).toBeVisible();
  const sliders = page.getByRole('slider');
  await expect(sliders).toHaveCount(5);
  for (const slider of await sliders.all()) await expect(slider).toHaveAttribute('aria-valuetext', 'Neutral');
  const appealing = page.getByRole('slider', { name: 'The visuals of the story were appealing.' });
  await appealing.focus();
  await page.keyboard.press('ArrowRight');
  await expect(appealing).toHaveAttribute('aria-valuetext', 'Agree');
  await screenshots(page, 'feedback');

  // Step 2: the child's questions; submitting shows 'Submitting...' until the answers are saved.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Child Feedback' })).toBeVisible();
  await expect(sliders).toHaveCount(5);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/feedback', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByText('Feedback saved! Generating a quiz...')).toBeVisible();

  // The review of the quiz made from the story.
  await expect(page).toHaveURL(new RegExp(`/generateQuiz/${storyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${STORY.title} - Quiz` })).toBeVisible();
  const reviewed = page.locator('ol > li');
  const count = await reviewed.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(6);
  const answers: string[] = [];
  for (const item of await reviewed.all()) {
    const options = item.getByRole('listitem');
    await expect(options).toHaveCount(4);
    await expect(options.first()).toHaveText(/^a\)/);
    await expect(options.last()).toHaveText(/^d\)/);
    const correct = options.filter({ hasText: 'Correct answer' });
    await expect(correct).toHaveCount(1);
    answers.push(
      ((await correct.textContent()) ?? '')
        .replace(/^[a-d]\)/, '')
        .replace(/✓ Correct answer$/, '')
        .trim(),
    );
  }
  await screenshots(page, 'quiz-review');

  // A reader takes the quiz (the story is private, so the reader is its author): the browser
  // never receives the answers before answering.
  const questionBodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/getJustQuestions')) questionBodies.push(await response.text());
  });
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(page.getByText('Quiz saved successfully!')).toBeVisible();

  // On to the new story, where its owner sees its status and the quiz it now has.
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: STORY.title })).toBeVisible();
  await expect(page.getByText('Only you can see it.')).toBeVisible();
  await page.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${storyId}$`));
  const answered: boolean[] = [];
  for (let i = 0; i < count; i += 1) {
    await expect(page.getByText(`Question ${i + 1} of ${count}`)).toBeVisible();
    if (i === 0) await screenshots(page, 'quiz');
    const options = page.getByRole('group').getByRole('button');
    // Every question right but the second.
    const pick = i === 1 ? options.filter({ hasNotText: answers[i]! }).first() : options.filter({ hasText: answers[i]! });
    await pick.click();
    // One look at the page for the verdict and the locked options together: the next question
    // follows a second after the answer, sooner than several separate checks on a busy machine.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const verdict = [...document.querySelectorAll('[role="status"]')].some((status) =>
            /Correct! Well done\.|Not quite/.test(status.textContent ?? ''),
          );
          const buttons = [...document.querySelectorAll<HTMLButtonElement>('[role="group"] button')];
          return verdict && buttons.length > 0 && buttons.every((button) => button.disabled);
        }),
      )
      .toBe(true);
    // The marked answer, while it shows (the next question follows a second later).
    if (i === 1) await page.screenshot({ path: test.info().outputPath('quiz-answered-desktop.png') });
    answered.push(i !== 1);
  }
  const score = answered.filter(Boolean).length;
  await expect(page.getByText(`Your Score: ${score}/${count}`)).toBeVisible();
  await screenshots(page, 'quiz-score');

  expect(questionBodies.length).toBeGreaterThan(0);
  for (const body of questionBodies) {
    const { questions } = JSON.parse(body) as { questions: Record<string, unknown>[] };
    expect(questions).toHaveLength(count);
    for (const q of questions) expect(Object.keys(q).sort()).toEqual(['_id', 'options', 'question']);
  }

  // Someone else cannot see the private story's quiz.
  const other = await browser.newPage({ baseURL: baseURL! });
  await other.goto('/quiz/' + storyId);
  await expect(other.getByText('Story not found')).toBeVisible();
  await other.close();
});

test('quiz pages without data: review goes home, a story without a quiz says so', async ({ page, baseURL }) => {
  const me = await signUp(page, baseURL!);
  const storyId = await saveStory(page, baseURL!, me);

  await page.goto(`/generateQuiz/${storyId}`);
  // Said on the page and in a toast that stays once the page has gone home.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Missing story data!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/?$`));

  await page.goto(`/quiz/${storyId}`);
  await expect(page.getByText("This story doesn't have a quiz yet.")).toBeVisible();
  await screenshots(page, 'quiz-empty');
  await page.getByRole('link', { name: 'Back to the story' }).click();
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
});

test("the owner of a story without a quiz makes one from the story page ('Make a quiz')", async ({ page, baseURL }) => {
  const me = await signUp(page, baseURL!);
  const storyId = await saveStory(page, baseURL!, me);

  await page.goto(`/story/${storyId}`);
  await expect(page.getByText('Only you can see it.')).toBeVisible();
  await page.getByRole('button', { name: 'Make a quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/generateQuiz/${storyId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${STORY.title} - Quiz` })).toBeVisible();
  await page.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(page.getByText('Quiz saved successfully!')).toBeVisible();

  // Back on the story the quiz is there to take, and no longer to make.
  await expect(page).toHaveURL(new RegExp(`/story/${storyId}$`));
  await page.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page.getByText(/^Question 1 of [4-6]$/)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Take Quiz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a quiz' })).toHaveCount(0);
});
