import { errorCodes } from '@storybook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, messageForPerson, refusalReason } from './api-error';

const refused = (message: string) => new ApiError(400, errorCodes.validation, message);

describe('messageForPerson', () => {
  it('says a refused field in words, without where the server found it', () => {
    expect(messageForPerson(refused('body.password: must be at least 8 characters'), 'x')).toBe(
      'Password must be at least 8 characters',
    );
    expect(messageForPerson(refused('body.dateOfBirth: must be a date YYYY-MM-DD'), 'x')).toBe(
      'Date of birth must be a date YYYY-MM-DD',
    );
    expect(messageForPerson(refused('body.responses.3.answer: must be one of: Agree, Disagree'), 'x')).toBe(
      'Answer must be one of: Agree, Disagree',
    );
    expect(messageForPerson(refused('body.selectedImages.1: could not be read as an image'), 'x')).toBe(
      'Selected images could not be read as an image',
    );
    expect(messageForPerson(refused('querystring.after: must be the cursor of a previous page'), 'x')).toBe(
      'After must be the cursor of a previous page',
    );
  });

  it('shows a rule written as a sentence as it is', () => {
    const comment = 'Let\'s keep comments friendly for children — "ugh" isn\'t allowed, please reword your comment.';
    expect(messageForPerson(refused(`body.comment: ${comment}`), 'x')).toBe(comment);
  });

  it('leaves other messages alone and falls back for anything that is not an API answer', () => {
    expect(messageForPerson(new ApiError(409, errorCodes.conflict, 'Note: taken'), 'x')).toBe('Note: taken');
    expect(messageForPerson(new ApiError(403, errorCodes.forbidden, 'Unauthorized'), 'x')).toBe('Unauthorized');
    expect(messageForPerson(new Error('boom'), 'Please try again.')).toBe('Please try again.');
    expect(messageForPerson(null, 'Please try again.')).toBe('Please try again.');
  });

  it('gives the reason only for a refusal (400)', () => {
    expect(refusalReason(refused('body.title: must not be blank'))).toBe('Title must not be blank');
    expect(refusalReason(new ApiError(502, errorCodes.badGateway, 'The AI provider failed'))).toBeNull();
    expect(refusalReason(new Error('offline'))).toBeNull();
  });
});
