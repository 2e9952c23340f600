import * as Checkbox from '@radix-ui/react-checkbox';

interface TickBoxProps {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled checkbox (Radix: role checkbox, Space toggles, mixed state for 'some selected'). */
export function TickBox({ label, checked, onChange, disabled = false }: TickBoxProps) {
  return (
    <Checkbox.Root
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(value) => onChange(value === true)}
      className="grid size-6 shrink-0 place-items-center rounded-md border-2 border-coral-300 bg-white text-white data-[state=checked]:border-coral-700 data-[state=checked]:bg-coral-700 data-[state=indeterminate]:border-coral-700 data-[state=indeterminate]:bg-coral-700 disabled:opacity-50"
    >
      <Checkbox.Indicator>
        {checked === 'indeterminate' ? (
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
            <path d="M3 8h10" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        )}
      </Checkbox.Indicator>
    </Checkbox.Root>
  );
}
