import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type StoryTab = 'public' | 'private';

interface StoryTabsProps {
  value: StoryTab;
  onValueChange: (tab: StoryTab) => void;
  publicPanel: ReactNode;
  privatePanel: ReactNode;
}

const triggerClass =
  'rounded-full px-5 py-2 font-bold text-ink-soft transition hover:text-ink data-[state=active]:bg-coral-700 data-[state=active]:text-white data-[state=active]:shadow-sm';

/** SPEC §2 tabs 'Public Stories' and 'Private Stories' (My stories and the home variant). */
export function StoryTabs({ value, onValueChange, publicPanel, privatePanel }: StoryTabsProps) {
  return (
    <Tabs.Root value={value} onValueChange={(tab) => onValueChange(tab as StoryTab)} className="flex flex-col gap-6">
      <Tabs.List
        aria-label="Stories by visibility"
        className="flex w-fit gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-amber-200"
      >
        <Tabs.Trigger value="public" className={triggerClass}>
          Public Stories
        </Tabs.Trigger>
        <Tabs.Trigger value="private" className={triggerClass}>
          Private Stories
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="public" className="outline-none">
        {publicPanel}
      </Tabs.Content>
      <Tabs.Content value="private" className="outline-none">
        {privatePanel}
      </Tabs.Content>
    </Tabs.Root>
  );
}
