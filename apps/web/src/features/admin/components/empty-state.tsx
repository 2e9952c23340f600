interface EmptyStateProps {
  title: string;
  children?: string;
}

export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-amber-200 bg-white/70 px-6 py-12 text-center">
      <p className="font-display text-xl font-extrabold text-ink">{title}</p>
      {children ? <p className="mt-2 text-ink-soft">{children}</p> : null}
    </div>
  );
}
