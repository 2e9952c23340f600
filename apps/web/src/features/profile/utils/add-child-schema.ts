import { childNameSchema, dateOfBirthSchema, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@storybook/contract';
import { z } from 'zod';

/** SPEC §5 add-child messages, exactly as written. */
export const addChildMessages = {
  nameRequired: 'Name is required',
  dateOfBirthRequired: 'Date of Birth is required',
  pictureRequired: 'Profile Picture is required',
  dateOfBirthInvalid: 'Please enter a real date of birth, not in the future',
  pictureNotImage: 'Please choose an image file (JPEG, PNG or WebP)',
  pictureTooLarge: `The picture must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
} as const;

/** The server takes these types only (DESIGN.md, uploads); checking here saves a failed upload. */
function isAcceptedImage(file: File): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
}

export const addChildFormSchema = z.object({
  name: childNameSchema,
  dateOfBirth: z
    .string()
    .min(1, addChildMessages.dateOfBirthRequired)
    .refine((value) => dateOfBirthSchema.safeParse(value).success, addChildMessages.dateOfBirthInvalid),
  picture: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => file !== null, addChildMessages.pictureRequired)
    .refine((file) => !file || isAcceptedImage(file), addChildMessages.pictureNotImage)
    .refine((file) => !file || file.size <= MAX_UPLOAD_BYTES, addChildMessages.pictureTooLarge)
    .transform((file) => file as File),
});

export type AddChildFormInput = z.input<typeof addChildFormSchema>;
export type AddChildFormValues = z.output<typeof addChildFormSchema>;
