import { TickBox } from './tick-box';

interface BulkToolbarProps {
  count: number;
  selected: number;
  onSelectAll: () => void;
  onClear: () => void;
  onApprove?: () => void;
  onRemove: () => void;
  removeLabel: 'Reject selected' | 'Delete selected';
  busy: boolean;
}

/** Select all on the page, clear, and the bulk decisions (each asks first). */
export function BulkToolbar({ count, selected, onSelectAll, onClear, onApprove, onRemove, removeLabel, busy }: BulkToolbarProps) {
  const state = selected === 0 ? false : selected === count ? true : 'indeterminate';
  return (
    <div
      role="toolbar"
      aria-label="Selected stories"
      className="z-20 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-sm ring-1 ring-amber-200 backdrop-blur sm:sticky sm:top-20"
    >
      <label className="flex items-center gap-2 font-semibold text-ink">
        <TickBox
          label="Select all on this page"
          checked={state}
          onChange={() => (selected === count ? onClear() : onSelectAll())}
          disabled={busy || count === 0}
        />
        <span aria-hidden="true">Select all</span>
      </label>
      <span className="text-sm text-ink-soft" aria-live="polite">
        {selected} selected
      </span>
      <button
        type="button"
        className="text-sm font-bold text-coral-800 underline-offset-4 hover:underline disabled:opacity-50"
        onClick={onClear}
        disabled={selected === 0 || busy}
      >
        Clear
      </button>
      <div className="ml-auto flex flex-wrap gap-2">
        {onApprove ? (
          <button type="button" className="btn-primary" onClick={onApprove} disabled={selected === 0 || busy}>
            Approve selected
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary border-red-200 text-red-800 hover:border-red-300 hover:bg-red-50"
          onClick={onRemove}
          disabled={selected === 0 || busy}
        >
          {removeLabel}
        </button>
      </div>
    </div>
  );
}
