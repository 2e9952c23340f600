import type { Child } from '@storybook/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEY } from './draft/draft-storage';
import {
  GENERATION_FAILED_MESSAGE,
  REGENERATE_FAILED_MESSAGE,
  SAMPLE_IDEA,
  SAVE_FAILED_MESSAGE,
  SAVED_MESSAGE,
} from './messages';
import { GO_TO_PROFILE_STATE } from './components/visual-choice';
import { apiError, deferred, fakeApi, json, requestsTo, type FakeHandler } from '../../testing/fake-api';
import { EMAIL, renderCreate, signInStored } from './testing/render-create';

const tom: Child = {
  _id: 'c1',
  name: 'Tom',
  dateOfBirth: '2019-04-02',
  profilePicture: '/media/tom.webp',
  cartoonImage: ['/media/tom-comic.webp', '/media/tom-water.webp', '/media/tom-pop.webp'],
  cartoonImageId: ['comic', 'watercolour', 'pop-art'],
};
const story = {
  title: '"Maya and the Mummies"',
  tag: '#Egypt #Mummies',
  content: ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'],
};

function server(overrides: Record<string, FakeHandler> = {}) {
  let picture = 0;
  return fakeApi({
    'GET /api/user/children': () => json(200, { children: [tom] }),
    'POST /api/user/generateStory': () => json(200, story),
    'POST /api/user/cartoonImage': () => json(200, { images: [`/media/c${(picture += 1)}.webp`], styleRefId: 'ref-1' }),
    'POST /api/user/generateImage': () => json(200, { images: [`/media/g${(picture += 1)}.webp`] }),
    'POST /api/user/save': () => json(200, { id: 's42' }),
    ...overrides,
  });
}

const events = () => userEvent.setup();

async function writeIdeaAndChooseTom() {
  const user = events();
  await user.type(screen.getByLabelText('Ideas for the story:'), 'Maya visits the mummies');
  await user.click(await screen.findByRole('radio', { name: 'Tom in Comic style' }));
  return user;
}

async function generate() {
  const user = await writeIdeaAndChooseTom();
  await user.click(screen.getByRole('button', { name: 'Generate Story' }));
  await screen.findByRole('button', { name: 'Maya and the Mummies' });
  return user;
}

async function allPicturesShown(count = 6) {
  await waitFor(() => expect(screen.getAllByRole('img', { name: /^Picture for paragraph/ })).toHaveLength(count));
}

beforeEach(() => signInStored());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('CreatePage entry form (SPEC §2, §5)', () => {
  it('shows the idea textarea (6 rows, mummy sample), the avatar grid and the tiles', async () => {
    server();
    renderCreate();
    const idea = screen.getByLabelText('Ideas for the story:');
    expect(idea.getAttribute('rows')).toBe('6');
    expect(idea.getAttribute('placeholder')).toBe(SAMPLE_IDEA);
    expect(SAMPLE_IDEA).toMatch(/mummies/i);
    expect(screen.getByRole('group', { name: 'Choose how to style your story visuals:' })).toBeTruthy();
    for (const name of ["Tom's photo", 'Tom in Comic style', 'Tom in Watercolour style', 'Tom in Pop Art style']) {
      expect(await screen.findByRole('radio', { name })).toBeTruthy();
    }
    expect(screen.getByRole('radio', { name: 'Create avatar' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Generate visuals with text' })).toBeTruthy();
  });

  it('enables Generate Story only by the SPEC §5 rule', async () => {
    server();
    renderCreate();
    const user = events();
    const button = screen.getByRole('button', { name: 'Generate Story' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.click(await screen.findByRole('radio', { name: "Tom's photo" }));
    expect(button.disabled).toBe(true); // no idea yet
    await user.type(screen.getByLabelText('Ideas for the story:'), '   ');
    expect(button.disabled).toBe(true); // blank idea
    await user.type(screen.getByLabelText('Ideas for the story:'), 'Mummies');
    expect(button.disabled).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Create avatar' }));
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('radio', { checked: true, name: "Tom's photo" })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Generate visuals with text' }));
    expect(button.disabled).toBe(true);
    for (const style of ['Ghibli Style', 'Pixar Style', 'Disney Style', 'Anime Style']) {
      expect(screen.getByRole('button', { name: style })).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Describe the visuals:'), 'Golden desert light');
    expect(button.disabled).toBe(false);
  });

  it("'Go to profile' opens the profile with the child form, scrolled to the intro, returning here", async () => {
    server();
    renderCreate();
    await events().click(screen.getByRole('button', { name: 'Go to profile' }));
    expect(JSON.parse((await screen.findByTestId('profile-state')).textContent ?? '')).toEqual(GO_TO_PROFILE_STATE);
  });

  it("selects the new child's first avatar when the profile returns with it", async () => {
    const noor: Child = { ...tom, _id: 'c9', name: 'Noor' };
    server({ 'GET /api/user/children': () => json(200, { children: [] }) });
    renderCreate({ pathname: '/create', state: { newChild: noor } });
    const radio = (await screen.findByRole('radio', { name: 'Noor in Comic style' })) as HTMLInputElement;
    expect(radio.checked).toBe(true);
  });

  it("says 'Generating...' and 'Generating your story...' while busy, then shows the story", async () => {
    const held = deferred<Response>();
    const fetchMock = server({ 'POST /api/user/generateStory': () => held.promise });
    renderCreate({ pathname: '/create', state: { referenceImages: ['data:image/png;base64,AAAA'] } });
    expect(screen.getByRole('img', { name: 'Reference image 1' })).toBeTruthy();
    const user = await writeIdeaAndChooseTom();
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect((screen.getByRole('button', { name: 'Generating...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Generating your story...')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /api/user/generateStory')).toEqual([
      {
        email: EMAIL,
        prompt: 'Maya visits the mummies',
        numParagraphs: 6,
        selectedImages: ['data:image/png;base64,AAAA'],
        childId: 'c1',
      },
    ]);

    held.resolve(json(200, story));
    expect(await screen.findByRole('button', { name: 'Maya and the Mummies' })).toBeTruthy();
    expect(screen.getByText('#Egypt')).toBeTruthy();
    expect(screen.getByText('#Mummies')).toBeTruthy();
    expect(screen.getAllByRole('listitem', { name: /^Paragraph/ })).toHaveLength(6);
  });

  it('sends no child when the visuals come from a text prompt', async () => {
    const fetchMock = server();
    renderCreate();
    const user = events();
    await user.type(screen.getByLabelText('Ideas for the story:'), 'A dragon who is afraid of the dark');
    await user.click(screen.getByRole('radio', { name: 'Generate visuals with text' }));
    await user.type(screen.getByLabelText('Describe the visuals:'), 'Soft night colours');
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await screen.findByRole('button', { name: 'Maya and the Mummies' });
    expect(requestsTo(fetchMock, 'POST /api/user/generateStory')).toEqual([
      { email: EMAIL, prompt: 'A dragon who is afraid of the dark', numParagraphs: 6, selectedImages: [] },
    ]);
  });

  it('on failure alerts SPEC §8 and returns to the entry form with the idea kept', async () => {
    server({ 'POST /api/user/generateStory': () => apiError(502, 'The AI provider failed') });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate();
    const user = await writeIdeaAndChooseTom();
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(GENERATION_FAILED_MESSAGE));
    expect((screen.getByLabelText('Ideas for the story:') as HTMLTextAreaElement).value).toBe('Maya visits the mummies');
    expect((screen.getByRole('button', { name: 'Generate Story' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('alerts the word the word list refused in the idea, not the coffee message', async () => {
    const refused = `body.prompt: Let's keep stories friendly for children — "sh1t" isn't allowed, please reword your idea.`;
    server({ 'POST /api/user/generateStory': () => apiError(400, refused) });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate();
    const user = await writeIdeaAndChooseTom();
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        `Let's keep stories friendly for children — "sh1t" isn't allowed, please reword your idea.`,
      ),
    );
  });
});

describe('CreatePage story review (SPEC §2, §5)', () => {
  it('edits the title by click (Enter finishes, quotes stripped), the text, and tags', async () => {
    server();
    renderCreate();
    const user = await generate();

    await user.click(screen.getByRole('button', { name: 'Maya and the Mummies' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    expect(title.getAttribute('placeholder')).toBe('Click to add title');
    await user.type(title, '"A Pyramid Secret"{Enter}');
    expect(screen.getByRole('button', { name: 'A Pyramid Secret' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Story' }));
    expect((screen.getByRole('button', { name: 'Create Visuals' }) as HTMLButtonElement).disabled).toBe(true);
    const text = screen.getByLabelText('Story text');
    await user.clear(text);
    await user.type(text, 'First part.{Enter}{Enter}{Enter}Second part.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('listitem', { name: /^Paragraph/ }).map((item) => item.textContent)).toEqual([
      'First part.',
      'Second part.',
    ]);

    const tag = screen.getByLabelText('New tag');
    await user.type(tag, 'Pyramids{Enter}');
    await user.type(tag, 'egypt{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#Egypt×', '#Mummies×', '#Pyramids×']);
  });

  it('avatar mode: the first picture first, then the other five at once with its style reference', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const fetchMock = server({
      'POST /api/user/cartoonImage': () => {
        calls += 1;
        return calls === 1 ? first.promise : json(200, { images: [`/media/c${calls}.webp`] });
      },
    });
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    expect(screen.getAllByText('Generating image...')).toHaveLength(6);
    expect(requestsTo(fetchMock, 'POST /api/user/cartoonImage')).toEqual([
      { email: EMAIL, imageId: 'c1_comic', paragraphs: ['One.'] },
    ]);

    first.resolve(json(200, { images: ['/media/c1.webp'], styleRefId: 'ref-1' }));
    await allPicturesShown();
    const bodies = requestsTo(fetchMock, 'POST /api/user/cartoonImage');
    expect(bodies.slice(1)).toEqual(
      ['Two.', 'Three.', 'Four.', 'Five.', 'Six.'].map((line) => ({
        email: EMAIL,
        imageId: 'c1_comic',
        paragraphs: [line],
        styleRefId: 'ref-1',
      })),
    );
  });

  it('text mode: every paragraph at once, each with its own seed and the chosen style', async () => {
    const fetchMock = server();
    renderCreate();
    const user = events();
    await user.type(screen.getByLabelText('Ideas for the story:'), 'Maya visits the mummies');
    await user.click(screen.getByRole('radio', { name: 'Generate visuals with text' }));
    await user.type(screen.getByLabelText('Describe the visuals:'), 'Golden light');
    await user.click(screen.getByRole('button', { name: 'Pixar Style' }));
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await user.click(await screen.findByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    const bodies = requestsTo(fetchMock, 'POST /api/user/generateImage') as {
      paragraphs: string[];
      seed: number;
      style: string;
      visualPrompt: string;
    }[];
    expect(bodies.map((body) => body.paragraphs[0])).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.']);
    expect(
      bodies.every((body) => body.style === 'pixar' && body.visualPrompt === 'Golden light' && Number.isInteger(body.seed)),
    ).toBe(true);
  });

  it("a failed picture offers 'Try Again'; a failed regeneration toasts", async () => {
    let calls = 0;
    server({
      'POST /api/user/cartoonImage': () => {
        calls += 1;
        return calls === 2 || calls >= 8 ? apiError(502, 'failed') : json(200, { images: [`/media/c${calls}.webp`] });
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    const second = () => screen.getByRole('listitem', { name: 'Paragraph 2' });
    await within(second()).findByText('Failed to generate image');
    await allPicturesShown(5);

    await user.click(within(second()).getByRole('button', { name: 'Try Again' }));
    await within(second()).findByRole('img', { name: 'Picture for paragraph 2' });
    expect(within(second()).queryByText('Failed to generate image')).toBeNull();

    const third = screen.getByRole('listitem', { name: 'Paragraph 3' });
    // happy-dom loads no pictures: the load event starts the reveal, as a browser's would.
    act(() => within(third).getByRole('img').dispatchEvent(new Event('load')));
    await user.click(await within(third).findByRole('button', { name: 'Regenerate image 3' }, { timeout: 4000 }));
    expect(await screen.findByText(REGENERATE_FAILED_MESSAGE)).toBeTruthy();
    expect(within(third).getByRole('img', { name: 'Picture for paragraph 3' })).toBeTruthy();
  });

  it('saves SPEC’s payload, toasts and goes to the feedback page', async () => {
    const fetchMock = server();
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    await user.click(screen.getByRole('radio', { name: 'Thumbnail: picture 3' }));
    await user.selectOptions(screen.getByLabelText('Choose Story Visibility'), 'Private');
    await user.click(screen.getByRole('button', { name: 'Save Story' }));

    expect(await screen.findByRole('heading', { name: 'Feedback for s42' })).toBeTruthy();
    expect(await screen.findByText(SAVED_MESSAGE)).toBeTruthy();
    const [body] = requestsTo(fetchMock, 'POST /api/user/save') as Record<string, unknown>[];
    expect(body).toMatchObject({
      email: EMAIL,
      title: 'Maya and the Mummies',
      content: 'One.\n\nTwo.\n\nThree.\n\nFour.\n\nFive.\n\nSix.',
      prompt: 'Maya visits the mummies',
      thumbnail: '/media/c3.webp',
      status: 'private',
      tag: ['Egypt', 'Mummies'],
    });
    expect(body?.storyList).toEqual(
      ['One.', 'Two.', 'Three.', 'Four.', 'Five.', 'Six.'].map((line, id) => ({ line, image: `/media/c${id + 1}.webp`, id })),
    );
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('Maya and the Mummies');
  });

  it('a failed save toasts and keeps everything; Discard saves as rejected and starts afresh', async () => {
    let failSave = true;
    const fetchMock = server({ 'POST /api/user/save': () => (failSave ? apiError(500, 'down') : json(200, { id: 's43' })) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    await user.click(screen.getByRole('button', { name: 'Save Story' }));
    expect(await screen.findByText(SAVE_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maya and the Mummies' })).toBeTruthy();

    failSave = false;
    const savesBefore = requestsTo(fetchMock, 'POST /api/user/save').length;
    // Discard records the story as rejected, so it asks first; keeping it changes nothing.
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard this story?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/user/save')).toHaveLength(savesBefore);
    expect(screen.getByRole('button', { name: 'Maya and the Mummies' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Discard story' }));
    expect(await screen.findByText('Story discarded')).toBeTruthy();
    expect((screen.getByLabelText('Ideas for the story:') as HTMLTextAreaElement).value).toBe('');
    expect((requestsTo(fetchMock, 'POST /api/user/save').at(-1) as { status: string }).status).toBe('rejected');
  });

  it('a save refused by the word list shows the server’s message naming the word and the paragraph', async () => {
    const refused = `body.storyList.2.line: Let's keep stories friendly for children — "f*ck" isn't allowed, please reword paragraph 3.`;
    server({ 'POST /api/user/save': () => apiError(400, refused) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    await user.click(screen.getByRole('button', { name: 'Save Story' }));
    expect(
      await screen.findByText(
        `${SAVE_FAILED_MESSAGE}: Let's keep stories friendly for children — "f*ck" isn't allowed, please reword paragraph 3.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maya and the Mummies' })).toBeTruthy();
  });

  it('asks before Create Visuals replaces pictures that are already there', async () => {
    const fetchMock = server();
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    const drawn = requestsTo(fetchMock, 'POST /api/user/generateImage').length;

    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    expect(screen.getByRole('alertdialog', { name: 'Replace the pictures?' })).toBeTruthy();
    expect(screen.getByText('New visuals replace the 6 pictures you have now.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'POST /api/user/generateImage')).toHaveLength(drawn);

    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await user.click(screen.getByRole('button', { name: 'Replace pictures' }));
    await allPicturesShown();
    expect(requestsTo(fetchMock, 'POST /api/user/generateImage')).toHaveLength(drawn * 2);
  });

  it('needs a title to save; the placeholder invites one', async () => {
    server();
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    await user.click(screen.getByRole('button', { name: 'Maya and the Mummies' }));
    await user.clear(screen.getByLabelText('Title'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Click to add title' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Story' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Add a title to save your story.')).toBeTruthy();
  });

  it('the draft survives a reload, with pictures and choices', async () => {
    server();
    const first = renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    await user.selectOptions(screen.getByLabelText('Choose Story Visibility'), 'Private');
    first.unmount();

    renderCreate();
    expect(screen.getByRole('button', { name: 'Maya and the Mummies' })).toBeTruthy();
    await allPicturesShown();
    // Restored pictures show whole at once, with their regenerate action.
    expect(screen.getAllByRole('button', { name: /^Regenerate image/ })).toHaveLength(6);
    expect((screen.getByLabelText('Choose Story Visibility') as HTMLSelectElement).value).toBe('private');
  });
});

describe('image reveal (SPEC §9)', () => {
  it('rises 5% every 100 ms to 100%, then the regenerate action shows', async () => {
    server();
    renderCreate();
    const user = await generate();
    await user.click(screen.getByRole('button', { name: 'Create Visuals' }));
    await allPicturesShown();
    vi.useFakeTimers();
    const image = screen.getByRole('img', { name: 'Picture for paragraph 1' });
    act(() => image.dispatchEvent(new Event('load')));
    const bar = screen.getByRole('progressbar', { name: 'Revealing picture 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(100));
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    act(() => vi.advanceTimersByTime(900));
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Regenerate image 1' })).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar', { name: 'Revealing picture 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Regenerate image 1' })).toBeTruthy();
  });
});
