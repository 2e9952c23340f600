import { useState } from 'react';
import { useUser } from '../api/get-user';
import { profileSectionIds } from '../utils/profile-sections';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileView } from './profile-view';

/** SPEC §2/§4 profile: view, edit, then save or cancel. */
export function ProfileDetails({ email }: { email: string }) {
  const user = useUser(email);
  const [editing, setEditing] = useState(false);

  return (
    <section
      id={profileSectionIds.details}
      aria-labelledby="profile-details-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 transition sm:p-8"
    >
      <h2 id="profile-details-heading" className="mb-5 font-display text-2xl font-bold text-ink">
        Your details
      </h2>
      {user.isPending && <p className="text-ink-soft">Loading profile...</p>}
      {user.data &&
        (editing ? (
          <ProfileEditForm user={user.data} email={email} onDone={() => setEditing(false)} />
        ) : (
          <ProfileView user={user.data} onEdit={() => setEditing(true)} />
        ))}
    </section>
  );
}
