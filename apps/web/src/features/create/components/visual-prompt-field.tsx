import { VISUAL_PROMPT_MAX_LENGTH } from '@storybook/contract';
import { SAMPLE_VISUAL_PROMPT } from '../messages';

/** The visual prompt revealed by 'Generate visuals with text'. */
export function VisualPromptField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor="visual-prompt" className="font-bold text-ink">
        Describe the visuals:
      </label>
      <textarea
        id="visual-prompt"
        rows={3}
        value={value}
        maxLength={VISUAL_PROMPT_MAX_LENGTH}
        placeholder={SAMPLE_VISUAL_PROMPT}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-2xl border-2 border-sky-200 bg-white px-4 py-3 text-ink placeholder:text-ink-soft/60 focus:border-sky-400"
      />
    </div>
  );
}
