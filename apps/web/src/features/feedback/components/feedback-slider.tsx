import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';

interface FeedbackSliderProps {
  question: string;
  /** The slider's labels, left to right (SPEC §9: 0 to 4 on the agreement scale). */
  labels: string[];
  value: string;
  onChange: (label: string) => void;
}

/** One question answered on a slider over its labels; the chosen label is shown and read out. */
export function FeedbackSlider({ question, labels, value, onChange }: FeedbackSliderProps) {
  const id = useId();
  const index = Math.max(0, labels.indexOf(value));
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-amber-200 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={`${id}-question`} className="font-bold text-ink">
          {question}
        </p>
        <span aria-hidden="true" className="rounded-full bg-coral-100 px-3 py-1 text-sm font-bold text-coral-800">
          {value}
        </span>
      </div>
      <Slider.Root
        className="relative flex h-8 w-full touch-none items-center select-none"
        min={0}
        max={labels.length - 1}
        step={1}
        value={[index]}
        onValueChange={([next]) => onChange(labels[next ?? index] ?? value)}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-amber-100">
          <Slider.Range className="absolute h-full rounded-full bg-coral-400" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-question`}
          aria-valuetext={value}
          className="block size-7 rounded-full border-4 border-white bg-coral-700 shadow-md transition hover:bg-coral-800"
        />
      </Slider.Root>
      <div aria-hidden="true" className="flex justify-between text-xs font-semibold text-ink-soft">
        <span>{labels[0]}</span>
        <span>{labels[labels.length - 1]}</span>
      </div>
    </li>
  );
}
