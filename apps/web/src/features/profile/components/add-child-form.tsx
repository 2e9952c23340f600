import { zodResolver } from '@hookform/resolvers/zod';
import type { Child } from '@storybook/contract';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useAddChild } from '../api/add-child';
import { ageInYears, localToday } from '../utils/age';
import { addChildFormSchema, type AddChildFormInput, type AddChildFormValues } from '../utils/add-child-schema';
import { errorProps, FormField, inputClass } from './form-field';
import { PictureField } from './picture-field';

interface AddChildFormProps {
  email: string;
  onAdded: (child: Child) => void;
  onCancel: () => void;
}

const emptyForm: AddChildFormInput = { name: '', dateOfBirth: '', picture: null };

/**
 * SPEC §2/§5 add-child form: name, date of birth, read-only age, profile picture with preview and
 * remove. Messages show after a submit and clear as each field is filled; removing the picture
 * shows its message at once. What was entered stays until the child is added, so a failure can be retried.
 */
export function AddChildForm({ email, onAdded, onCancel }: AddChildFormProps) {
  const addChild = useAddChild(email);
  const form = useForm<AddChildFormInput, unknown, AddChildFormValues>({
    resolver: zodResolver(addChildFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const { field: picture } = useController({ control: form.control, name: 'picture' });
  const age = ageInYears(useWatch({ control: form.control, name: 'dateOfBirth' }));

  const onSubmit = form.handleSubmit((values) =>
    addChild.mutate(values, {
      onSuccess: (child) => {
        form.reset(emptyForm);
        onAdded(child);
      },
    }),
  );

  return (
    <form
      aria-label="Add a child"
      onSubmit={onSubmit}
      noValidate
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-amber-200 sm:p-8"
    >
      <h3 className="mb-5 font-display text-xl font-bold text-ink">Add a child</h3>
      <fieldset disabled={addChild.isPending} className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" htmlFor="child-name" error={errors.name?.message}>
          <input
            id="child-name"
            autoComplete="off"
            {...form.register('name')}
            {...errorProps('child-name', errors.name?.message)}
            className={inputClass}
          />
        </FormField>
        <FormField label="Date of Birth" htmlFor="child-date-of-birth" error={errors.dateOfBirth?.message}>
          <input
            id="child-date-of-birth"
            type="date"
            max={localToday()}
            {...form.register('dateOfBirth')}
            {...errorProps('child-date-of-birth', errors.dateOfBirth?.message)}
            className={inputClass}
          />
        </FormField>
        <FormField label="Age" htmlFor="child-age">
          <input id="child-age" value={age ?? ''} readOnly className={inputClass} />
        </FormField>
        <div className="sm:col-span-2">
          <PictureField
            id="child-picture"
            value={picture.value}
            onChange={(file) => form.setValue('picture', file, { shouldValidate: true, shouldDirty: true })}
            error={errors.picture?.message}
            inputRef={picture.ref}
          />
        </div>
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            Add Child
          </button>
          <button type="button" onClick={onCancel} className="btn-secondary">
            Cancel
          </button>
        </div>
      </fieldset>
    </form>
  );
}
