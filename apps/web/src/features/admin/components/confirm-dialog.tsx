import * as AlertDialog from '@radix-ui/react-alert-dialog';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  /** Red confirm button for what takes stories away. */
  danger: boolean;
  onConfirm: () => void;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose: () => void;
}

/** Asks before a bulk decision or a deletion (an accessible alert dialog: focus trapped, Escape cancels). */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-amber-200">
          <AlertDialog.Title className="font-display text-xl font-extrabold text-ink">{request?.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-soft">{request?.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={request?.danger ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
              onClick={() => request?.onConfirm()}
            >
              {request?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
