import { dateOfBirthSchema, LOCATION_MAX_LENGTH } from '@storybook/contract';
import { z } from 'zod';

/** SPEC §5: only date of birth and location are editable; both may be left empty. */
export const profileFormSchema = z.object({
  dateOfBirth: z
    .string()
    .refine((value) => value === '' || dateOfBirthSchema.safeParse(value).success, 'Please enter a real date, not in the future'),
  location: z.string().trim().max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
