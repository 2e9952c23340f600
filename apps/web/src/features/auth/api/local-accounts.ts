import { localLogin, localRegister, type LocalLoginBody, type LocalRegisterBody } from '@storybook/contract';
import { api } from '../../../lib/api-client';

/** The built-in accounts' form in the popup: each answers `{ displayName, email, idToken }`. */
export function registerLocalAccount(body: LocalRegisterBody) {
  return api(localRegister, { body });
}

export function signInLocalAccount(body: LocalLoginBody) {
  return api(localLogin, { body });
}
