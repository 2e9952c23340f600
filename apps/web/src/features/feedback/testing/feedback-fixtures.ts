import type { FeedbackQuestion, StoryDetail } from '@storybook/contract';

const AGREEMENT = ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'];
const RESEMBLANCE = ['Much worse', 'Worse', 'Neutral', 'Better', 'Much better'];

/** The questionnaire as the server lists it (SPEC §9): five parent questions, then five child ones. */
export const FEEDBACK_QUESTIONS: FeedbackQuestion[] = [
  ['p1', 'parent', 'The visuals of the story were appealing.', AGREEMENT],
  ['p2', 'parent', 'The visuals felt eerie or strange.', AGREEMENT],
  ['p3', 'parent', 'I would share this story with others.', AGREEMENT],
  ['p4', 'parent', 'I would create similar stories again.', AGREEMENT],
  ['p5', 'parent', 'How closely does the child in the story resemble your child?', RESEMBLANCE],
  ['c1', 'child', 'I liked the pictures in the story.', AGREEMENT],
  ['c2', 'child', 'The pictures looked weird or strange.', AGREEMENT],
  ['c3', 'child', 'I would show this story to a friend.', AGREEMENT],
  ['c4', 'child', 'I would like to make more stories like this.', AGREEMENT],
  ['c5', 'child', 'How does the child in the story look compared to you?', RESEMBLANCE],
].map(([_id, audience, question, options]) => ({ _id, audience, question, options }) as FeedbackQuestion);

export const STORY: StoryDetail = {
  _id: 's42',
  title: 'Mia and the Runaway Kite',
  content: 'Mia had a yellow kite.\n\nGrandpa Joe helped Mia find the kite.',
  storyList: [],
  tag: [],
  thumbnail: null,
  status: 'private',
  views: 0,
  likes: 0,
  user: { name: 'Ann Parent' },
  authorAvatar: null,
  publishingDate: '2025-01-01T10:00:00.000Z',
  createdAt: '2025-01-01T10:00:00.000Z',
  isOwner: true,
};
