import type { ToastOptions } from 'react-toastify';

/** SPEC §9: toasts close after 5000 ms unless a screen says otherwise. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** SPEC §9: the login page's toasts close after 1000 ms, top-center, dark theme. */
const LOGIN_TOAST_AUTO_CLOSE_MS = 1000;

export const loginToastOptions = {
  autoClose: LOGIN_TOAST_AUTO_CLOSE_MS,
  position: 'top-center',
  theme: 'dark',
} as const satisfies ToastOptions;
