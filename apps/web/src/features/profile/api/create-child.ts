import { createChild, type Child } from '@storybook/contract';
import { api } from '../../../lib/api-client';

/** POST /api/user/children with the URL the upload answered. */
export async function createChildRequest(
  email: string,
  fields: { name: string; dateOfBirth: string; profilePicture: string },
): Promise<Child> {
  return (await api(createChild, { body: { email, ...fields } })).child;
}
