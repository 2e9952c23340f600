interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Page numbers within two of the current one, plus the first and last. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    if (number === 1 || number === pageCount || Math.abs(number - page) <= 2) shown.push(number);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

const buttonClass =
  'grid min-w-11 place-items-center rounded-full px-3 py-2 font-bold text-coral-800 hover:bg-coral-50 disabled:cursor-not-allowed disabled:opacity-50 aria-[current=page]:bg-coral-700 aria-[current=page]:text-white';

/** SPEC §2 pagination of the tabbed home variant. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      {visiblePages(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={buttonClass}
            aria-label={`Page ${entry}`}
            aria-current={entry === page ? 'page' : undefined}
            onClick={() => onPageChange(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button type="button" className={buttonClass} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
