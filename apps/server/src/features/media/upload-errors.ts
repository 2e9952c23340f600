import { errorCodes, MAX_UPLOAD_BYTES } from '@storybook/contract';
import { badRequest, HttpError, validationError } from '../../platform/http/errors.js';

const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The answers an upload can get instead of a stored image; each says what to do differently. */
export const uploadErrors = {
  notAnImage: () => new HttpError(415, errorCodes.unsupportedMediaType, 'Only JPEG, PNG or WebP images can be uploaded.'),
  notMultipart: () =>
    new HttpError(415, errorCodes.unsupportedMediaType, 'Send the image as multipart/form-data, in the field "file".'),
  tooManyBytes: () => new HttpError(413, errorCodes.payloadTooLarge, `The image is larger than ${megabytes} MB.`),
  tooManyPixels: (megapixels: number) =>
    new HttpError(413, errorCodes.payloadTooLarge, `The image has too many pixels: at most ${megapixels} megapixels.`),
  tooManyParts: () => new HttpError(413, errorCodes.payloadTooLarge, 'Send one image, in the field "file", and nothing else.'),
  malformed: () => badRequest('The upload is not a well-formed multipart/form-data body.'),
  missing: () => validationError('file', 'an image is required'),
  damaged: () => validationError('file', 'the image is damaged or incomplete'),
};
