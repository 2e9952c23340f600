import type { Child } from '@storybook/contract';
import { useCartoonifyChild } from '../api/cartoonify-child';
import { useDeleteChild } from '../api/delete-child';
import { useChildren } from '../../../lib/get-children';
import { profileSectionIds } from '../utils/profile-sections';
import { AddChildForm } from './add-child-form';
import { ChildCard } from './child-card';

interface ChildrenSectionProps {
  email: string;
  formOpen: boolean;
  onFormOpenChange: (open: boolean) => void;
  onAdded: (child: Child) => void;
}

/** SPEC §2 children section: every child with picture, name, age, delete and cartoon images; then the add-child form. */
export function ChildrenSection({ email, formOpen, onFormOpenChange, onAdded }: ChildrenSectionProps) {
  const children = useChildren(email);
  const deleteChild = useDeleteChild(email);
  const cartoonify = useCartoonifyChild(email);

  return (
    <section id={profileSectionIds.children} aria-labelledby="children-heading" className="rounded-3xl transition">
      <h2 id="children-heading" className="mb-4 font-display text-2xl font-bold text-ink">
        Your children
      </h2>
      {children.isPending && <p className="text-ink-soft">Loading children...</p>}
      {children.data?.length === 0 && <p className="text-ink-soft">No children added yet.</p>}
      {children.data && children.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {children.data.map((child) => (
            <li key={child._id}>
              <ChildCard child={child} onDelete={deleteChild.mutate} onCartoonify={cartoonify.mutate} />
            </li>
          ))}
        </ul>
      )}
      <div id={formOpen ? profileSectionIds.addChild : undefined} className="mt-6 rounded-3xl transition">
        {formOpen ? (
          <AddChildForm email={email} onAdded={onAdded} onCancel={() => onFormOpenChange(false)} />
        ) : (
          <button type="button" onClick={() => onFormOpenChange(true)} className="btn-secondary">
            Add a child
          </button>
        )}
      </div>
    </section>
  );
}
