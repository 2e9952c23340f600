import { UPLOAD_FILE_FIELD, uploadImage, type EndpointInput } from '@storybook/contract';
import { api } from '../../../lib/api-client';

/** SPEC §9: the image upload uses a fixed named upload preset. */
export const UPLOAD_PRESET = 'child_profile_pictures';

/** POST /api/upload (multipart): stores a child's photo and answers its URL. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  // Plain fields before the file, so a streaming parser has read them when it reaches the file.
  form.append('upload_preset', UPLOAD_PRESET);
  form.append(UPLOAD_FILE_FIELD, file);
  // The contract describes no multipart body; api() sends FormData as it is.
  const input = { body: form } as unknown as EndpointInput<typeof uploadImage>;
  return (await api(uploadImage, input)).secure_url;
}
