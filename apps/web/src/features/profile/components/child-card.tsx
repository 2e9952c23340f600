import { thumbnailUrl } from '@storybook/contract';
import { useState } from 'react';
import type { ChildEntry } from '../../../lib/get-children';
import { ageInYears, formatAge } from '../utils/age';
import { CartoonImages } from './cartoon-images';
import { ChildPlaceholder } from './child-placeholder';

interface ChildCardProps {
  child: ChildEntry;
  onDelete: (childId: string) => void;
  onCartoonify: (childId: string) => void;
}

/** SPEC §2: a child's picture, name, age, delete button and cartoon images. */
export function ChildCard({ child, onDelete, onCartoonify }: ChildCardProps) {
  const [confirming, setConfirming] = useState(false);
  const age = ageInYears(child.dateOfBirth);
  const hasAvatars = child.cartoonImage.length > 0;

  return (
    <article aria-label={child.name} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-200">
      <div className="flex items-center gap-4">
        {child.profilePicture ? (
          <img
            src={thumbnailUrl(child.profilePicture)}
            alt={`${child.name}'s picture`}
            className="size-20 shrink-0 rounded-2xl object-cover"
          />
        ) : (
          <ChildPlaceholder className="size-20 shrink-0" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-display text-xl font-bold text-ink">{child.name}</h3>
          {age !== null && <p className="text-ink-soft">{formatAge(age)}</p>}
        </div>
        {!child.isCartoonifying && !confirming && (
          <button type="button" onClick={() => setConfirming(true)} aria-label={`Delete ${child.name}`} className="btn-secondary">
            Delete
          </button>
        )}
      </div>

      {confirming && (
        <div role="group" aria-label={`Confirm deleting ${child.name}`} className="mt-4 rounded-2xl bg-coral-50 p-4">
          <p className="font-semibold text-ink">{`Delete ${child.name} and their cartoon avatars?`}</p>
          <div className="mt-3 flex gap-3">
            <button type="button" onClick={() => onDelete(child._id)} className="btn-primary">
              Yes, delete
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="btn-secondary">
              Keep
            </button>
          </div>
        </div>
      )}

      <div className="mt-4">
        {child.isCartoonifying ? (
          <p role="status" className="animate-pulse font-semibold text-coral-700">
            Creating cartoon avatars...
          </p>
        ) : hasAvatars ? (
          <CartoonImages childName={child.name} urls={child.cartoonImage} styleIds={child.cartoonImageId} />
        ) : (
          child.profilePicture && (
            <button type="button" onClick={() => onCartoonify(child._id)} className="btn-secondary">
              Make cartoon avatars
            </button>
          )
        )}
      </div>
    </article>
  );
}
