import { COMMENT_MAX_LENGTH } from '@storybook/contract';
import { useId, useState, type FormEvent } from 'react';

interface CommentFormProps {
  label: string;
  initialText?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}

/** A comment's textarea with its buttons: adding a new one, or editing one (prefilled, with Cancel). */
export function CommentForm({ label, initialText = '', submitLabel, busy, onSubmit, onCancel }: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const id = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await onSubmit(text.trim());
      if (!onCancel) setText('');
    } catch {
      // Reported by the mutation; the text stays so nothing typed is lost.
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        className="w-full rounded-2xl border-2 border-amber-200 bg-white p-3 text-ink focus:border-coral-600"
      />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !text.trim()}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
