import { screen, within } from '@testing-library/react';

/**
 * How the toast saying `text` is shown (SPEC §9): its position, its theme and after how many
 * milliseconds it closes, read from the toast's timer bar (its animation's length is the delay).
 */
export function toastShown(text: string): { position: string; theme: string; closesAfterMs: number } {
  const toast = screen.getByText(text).closest<HTMLElement>('.Toastify__toast');
  if (!toast?.parentElement) throw new Error(`No toast says '${text}'`);
  const suffix = (element: Element, prefix: string) =>
    [...element.classList].find((name) => name.startsWith(prefix))?.slice(prefix.length) ?? '';
  const timer = within(toast).getByRole('progressbar', { name: 'notification timer', hidden: true });
  return {
    position: suffix(toast.parentElement, 'Toastify__toast-container--'),
    theme: suffix(toast, 'Toastify__toast-theme--'),
    closesAfterMs: Number.parseFloat(timer.style.animationDuration),
  };
}
