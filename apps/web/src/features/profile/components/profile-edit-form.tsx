import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@storybook/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useUpdateUser } from '../api/update-user';
import { ageInYears, localToday } from '../utils/age';
import { profileFormSchema, type ProfileFormValues } from '../utils/profile-form-schema';
import { errorProps, FormField, inputClass } from './form-field';

interface ProfileEditFormProps {
  user: User;
  email: string;
  onDone: () => void;
}

/** SPEC §2 profile edit mode: name and email read-only, date of birth and location editable, age computed. */
export function ProfileEditForm({ user, email, onDone }: ProfileEditFormProps) {
  const updateUser = useUpdateUser(email);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { dateOfBirth: user.dateOfBirth ?? '', location: user.location ?? '' },
  });
  const { errors } = form.formState;
  const age = ageInYears(useWatch({ control: form.control, name: 'dateOfBirth' }));

  // SPEC §8: a failed update is only logged; the form stays open with what was typed.
  const onSubmit = form.handleSubmit((values) =>
    updateUser.mutate({ dateOfBirth: values.dateOfBirth || null, location: values.location || null }, { onSuccess: onDone }),
  );

  return (
    <form aria-label="Edit profile" onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" htmlFor="profile-name">
        <input id="profile-name" value={user.name} readOnly className={inputClass} />
      </FormField>
      <FormField label="Email" htmlFor="profile-email">
        <input id="profile-email" type="email" value={user.email} readOnly className={inputClass} />
      </FormField>
      <FormField label="Date of Birth" htmlFor="profile-date-of-birth" error={errors.dateOfBirth?.message}>
        <input
          id="profile-date-of-birth"
          type="date"
          max={localToday()}
          {...form.register('dateOfBirth')}
          {...errorProps('profile-date-of-birth', errors.dateOfBirth?.message)}
          className={inputClass}
        />
      </FormField>
      <FormField label="Location" htmlFor="profile-location" error={errors.location?.message}>
        <input
          id="profile-location"
          autoComplete="address-level2"
          {...form.register('location')}
          {...errorProps('profile-location', errors.location?.message)}
          className={inputClass}
        />
      </FormField>
      <FormField label="Age" htmlFor="profile-age">
        <input id="profile-age" value={age ?? ''} readOnly className={inputClass} />
      </FormField>
      <div className="flex items-end gap-3 sm:col-span-2">
        <button type="submit" disabled={updateUser.isPending} className="btn-primary">
          Save
        </button>
        <button type="button" onClick={onDone} className="btn-secondary">
          Cancel
        </button>
      </div>
    </form>
  );
}
