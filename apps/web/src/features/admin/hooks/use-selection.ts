import { useState } from 'react';

/** The stories ticked on the page shown; ids no longer on the page drop out by themselves. */
export function useSelection(idsOnPage: string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = idsOnPage.filter((id) => chosen.has(id));

  return {
    selected,
    isSelected: (id: string) => chosen.has(id),
    toggle: (id: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    selectAll: () => setChosen(new Set(idsOnPage)),
    clear: () => setChosen(new Set()),
    allSelected: idsOnPage.length > 0 && selected.length === idsOnPage.length,
  };
}
