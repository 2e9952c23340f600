/** The popup page of built-in accounts: an SPA route outside the main layout. */
export const SIGN_IN_POPUP_PATH = '/auth/popup';
