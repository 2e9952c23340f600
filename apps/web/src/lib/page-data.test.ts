import { getStory, PAGE_DATA_ID } from '@storybook/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStoryDetail } from '../testing/stories';
import { takePageData } from './page-data';

const url = '/api/user/story/abc';

function putBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('takePageData', () => {
  afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

  it('answers the page’s own answer to that URL once, parsed by the endpoint’s schema', () => {
    const story = buildStoryDetail({ _id: 'abc' });
    putBlock(JSON.stringify({ url, body: { story } }));
    expect(takePageData(getStory, '/api/user/story/other')).toBeUndefined();
    expect(takePageData(getStory, url)?.story.title).toBe(story.title);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    expect(takePageData(getStory, url)).toBeUndefined();
  });

  it('answers nothing for a block that is not JSON or not what the endpoint answers', () => {
    putBlock('{not json');
    expect(takePageData(getStory, url)).toBeUndefined();
    putBlock(JSON.stringify({ url, body: { story: { title: 'no id, no lines' } } }));
    expect(takePageData(getStory, url)).toBeUndefined();
  });
});
