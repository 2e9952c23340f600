import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  calendarDateSchema,
  dateOfBirthSchema,
  emailSchema,
  idSchema,
  mediaUrlSchema,
  nonBlank,
  okResponseSchema,
} from './fields.js';
import { LOCATION_MAX_LENGTH, MAX_CHILDREN, NAME_MAX_LENGTH } from './limits.js';

export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  dateOfBirth: calendarDateSchema.nullable(),
  preferredName: z.string().nullable(),
  location: z.string().nullable(),
  /** The avatar from the identity provider, if any. */
  picture: mediaUrlSchema.nullable(),
  /** Decided by the server (SPEC §6); lets the web show the admin dashboard. */
  isAdmin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A child profile; `cartoonImage[i]` is the avatar in style `cartoonImageId[i]`. */
export const childSchema = z.object({
  _id: idSchema,
  name: z.string(),
  dateOfBirth: calendarDateSchema,
  /** Null when the child has none (the web shows a placeholder). */
  profilePicture: mediaUrlSchema.nullable(),
  cartoonImage: z.array(mediaUrlSchema),
  cartoonImageId: z.array(idSchema),
});
export type Child = z.infer<typeof childSchema>;

export const childNameSchema = nonBlank(NAME_MAX_LENGTH, 'Name is required');

/** GET /api/user/user: the signed-in user's profile. */
export const getUser = endpoint({
  method: 'GET',
  path: '/user/user',
  access: 'user',
  query: z.object({ email: emailSchema }),
  response: z.object({ user: userSchema }),
});

/** A child's editable fields, as sent with a profile update. */
export const childUpdateSchema = z.object({
  _id: idSchema,
  name: childNameSchema,
  dateOfBirth: dateOfBirthSchema,
});

/** Name and email are not editable (SPEC §5); absent fields stay as they are, null clears one. */
export const updateUserBodySchema = z.object({
  email: emailSchema,
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  location: z.string().trim().max(LOCATION_MAX_LENGTH).nullable().optional(),
  preferredName: z.string().trim().max(NAME_MAX_LENGTH).nullable().optional(),
  /** Edits to the user's own children; children not listed are left alone. */
  children: z.array(childUpdateSchema).max(MAX_CHILDREN).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/user/user/update: SPEC shows no answer; we return the updated profile. */
export const updateUser = endpoint({
  method: 'POST',
  path: '/user/user/update',
  access: 'user',
  body: updateUserBodySchema,
  response: z.object({ user: userSchema, children: z.array(childSchema) }),
});

/** GET /api/user/children: the signed-in user's children. */
export const getChildren = endpoint({
  method: 'GET',
  path: '/user/children',
  access: 'user',
  query: z.object({ email: emailSchema }),
  response: z.object({ children: z.array(childSchema) }),
});

export const createChildBodySchema = z.object({
  email: emailSchema,
  name: childNameSchema,
  dateOfBirth: dateOfBirthSchema,
  /** The URL `POST /api/upload` answered. */
  profilePicture: mediaUrlSchema,
});
export type CreateChildBody = z.infer<typeof createChildBodySchema>;

/** POST /api/user/children: add a child (then cartoonify it). 409 past MAX_CHILDREN. */
export const createChild = endpoint({
  method: 'POST',
  path: '/user/children',
  access: 'user',
  body: createChildBodySchema,
  response: z.object({ child: childSchema }),
});

export const updateChildBodySchema = childUpdateSchema.extend({ email: emailSchema });

/** PUT /api/user/children: SPEC shows no answer; we return the updated child. */
export const updateChild = endpoint({
  method: 'PUT',
  path: '/user/children',
  access: 'user',
  body: updateChildBodySchema,
  response: z.object({ child: childSchema }),
});

/** DELETE /api/user/children (with a JSON body, as SPEC has it): SPEC shows no answer; `{ ok: true }`. */
export const deleteChild = endpoint({
  method: 'DELETE',
  path: '/user/children',
  access: 'user',
  body: z.object({ email: emailSchema, _id: idSchema }),
  response: okResponseSchema,
});

/** POST /api/user/cartoonify: make the child's cartoon avatars from their profile picture. */
export const cartoonify = endpoint({
  method: 'POST',
  path: '/user/cartoonify',
  access: 'user',
  body: z.object({ email: emailSchema, childId: idSchema }),
  response: z.object({
    /** SPEC §7 spells it `cartoonImages` here; the child's field is `cartoonImage`. */
    cartoonImages: z.array(mediaUrlSchema),
    cartoonImageId: z.array(idSchema),
  }),
});
