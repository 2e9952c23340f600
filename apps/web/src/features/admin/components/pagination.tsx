interface PaginationProps {
  /** What is paged, for the navigation's name, e.g. 'Pending stories'. */
  label: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Previous / Page x of y / Next; nothing when everything fits on one page. */
export function Pagination({ label, page, limit, total, onPage }: PaginationProps) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="font-semibold text-ink-soft" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
