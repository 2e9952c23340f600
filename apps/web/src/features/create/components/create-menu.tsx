import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';

/** SPEC §2: the three-dot menu of the create screen, with 'Advanced Options' (/create-options). */
export function CreateMenu() {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label="More options"
          className="grid size-11 place-items-center rounded-full border-2 border-amber-200 bg-white text-ink-soft shadow-sm hover:bg-amber-50"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="currentColor">
            <circle cx="12" cy="5" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="12" cy="19" r="2" />
          </svg>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-2xl border-2 border-amber-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item
            onSelect={() => navigate('/create-options')}
            className="block cursor-pointer rounded-xl px-3 py-2 font-semibold text-ink outline-none data-highlighted:bg-amber-100 data-highlighted:text-coral-800"
          >
            Advanced Options
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
