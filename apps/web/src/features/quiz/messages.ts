// SPEC §2, §8 and §9 texts and numbers of the quiz screens, written once so pages and tests agree.

export const QUIZ_SAVED_MESSAGE = 'Quiz saved successfully!';
export const QUIZ_SAVE_FAILED_MESSAGE = 'Failed to save quiz';
export const MISSING_STORY_MESSAGE = 'Missing story data!';
export const MISSING_QUIZ_MESSAGE = 'Missing quiz data!';
export const ANSWER_CHECK_FAILED_MESSAGE = "Couldn't check your answer, please try again";

/** SPEC §9: after an answer, the next question shows 1000 ms later. */
export const QUIZ_ADVANCE_DELAY_MS = 1000;

/** SPEC §9: options are labelled a to d. */
export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;

export const scoreText = (score: number, total: number) => `Your Score: ${score}/${total}`;
