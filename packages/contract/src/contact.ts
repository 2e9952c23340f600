import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { countSchema, idSchema, isoDateTimeSchema, nonBlank } from './fields.js';
import { CONTACT_MESSAGE_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './limits.js';
import { adminPageQuerySchema } from './admin.js';

/** SPEC §2 Contact: name, email and message. Anyone may write, signed in or not. */
export const contactBodySchema = z.object({
  name: nonBlank(NAME_MAX_LENGTH, 'Please tell us your name'),
  /** Where the answer goes; not an identity claim. Lower-cased like every email. */
  email: z.string().trim().pipe(z.email('Please enter a valid email address').max(EMAIL_MAX_LENGTH).toLowerCase()),
  message: nonBlank(CONTACT_MESSAGE_MAX_LENGTH, 'Please write a message'),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

/** What the sender is told once the message is stored. */
export const CONTACT_THANKS = "Thanks, we'll get back to you";

/** POST /api/contact: stores a message for the admins; 429 when a sender writes too often. */
export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/contact',
  access: 'public',
  body: contactBodySchema,
  status: 201,
  response: z.object({ message: z.string() }),
});

/** A message as admins read it. */
export const contactMessageSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDateTimeSchema,
  /** Null while open. */
  handledAt: isoDateTimeSchema.nullable(),
  /** The admin who marked it handled; null while open or when that account is gone. */
  handledBy: z.object({ name: z.string() }).nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageFilterSchema = z.enum(['open', 'handled', 'all']);
export type ContactMessageFilter = z.infer<typeof contactMessageFilterSchema>;

/** GET /api/user/admin/messages: open messages oldest first; handled (or all) newest first. */
export const getContactMessages = endpoint({
  method: 'GET',
  path: '/user/admin/messages',
  access: 'admin',
  query: adminPageQuerySchema.extend({ status: contactMessageFilterSchema.default('open') }),
  response: z.object({
    messages: z.array(contactMessageSchema),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    total: countSchema,
    /** Messages still waiting, whatever the filter: the dashboard's badge. */
    open: countSchema,
  }),
});

/** POST /api/user/admin/messages/handled: marks one message handled (409 if it already is). */
export const markContactMessageHandled = endpoint({
  method: 'POST',
  path: '/user/admin/messages/handled',
  access: 'admin',
  body: z.object({ messageId: idSchema }),
  response: z.object({ message: contactMessageSchema }),
});
