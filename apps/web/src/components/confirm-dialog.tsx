import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The button that asks; rendered as the dialog's trigger. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/**
 * Asks before an action that cannot be taken back (discarding a story, replacing its pictures).
 * Focus starts on Cancel, so Enter never confirms by accident.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-amber-200">
          <AlertDialog.Title className="font-display text-2xl font-extrabold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">{description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className="btn-primary" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
