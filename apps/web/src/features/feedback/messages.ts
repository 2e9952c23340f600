// SPEC §2 and §8 texts of the feedback screen, written once so the page and its tests agree.

export const PARENT_HEADING = 'Parent Feedback';
export const CHILD_HEADING = 'Child Feedback';
export const FEEDBACK_SAVED_MESSAGE = 'Feedback saved! Generating a quiz...';
export const FEEDBACK_FAILED_MESSAGE = "Couldn't save feedback, please re-try";
