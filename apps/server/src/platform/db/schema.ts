import type { ModerationFlag } from '@storybook/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text search document type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid().primaryKey().defaultRandom();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    preferredName: text(),
    dateOfBirth: date({ mode: 'string' }),
    location: text(),
    avatarUrl: text(),
    isAdmin: boolean().notNull().default(false),
    /** scrypt hash for built-in accounts; null for accounts of an OpenID Connect issuer. */
    passwordHash: text(),
    /** When the account first traded an ID token for a session: POST /api/login answers 201 until then, 200 after. */
    firstSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * Secrets the app generates once and keeps, so every process on one database agrees on them
 * (e.g. the ID-token key when AUTH_SECRET is unset).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

/**
 * Request counters of the rate limits (sign-in, sign-up, AI calls), kept in the database so every
 * server behind a load balancer counts together. A row lives for one window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** ID tokens already traded for a session, by their `jti`, until they would have expired anyway. */
export const usedIdTokens = pgTable(
  'used_id_tokens',
  {
    jti: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_id_tokens_expires_idx').on(t.expiresAt)],
);

/** A sign-in at an OpenID Connect issuer, tied to one user. */
export const identities = pgTable(
  'identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('identities_user_idx').on(t.userId)],
);

/** Server-side sessions; only a hash of the token is kept so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const children = pgTable(
  'children',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    profilePicture: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('children_user_idx').on(t.userId, t.createdAt)],
);

/** The cartoon avatars made from a child's photo, one per style. */
export const cartoonImages = pgTable(
  'cartoon_images',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    style: text().notNull(),
    url: text().notNull(),
    position: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cartoon_images_child_style_key').on(t.childId, t.style)],
);

export const storyStatus = pgEnum('story_status', ['public', 'private', 'pending', 'rejected']);

export const stories = pgTable(
  'stories',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    prompt: text().notNull().default(''),
    tag: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    thumbnail: text(),
    status: storyStatus().notNull(),
    views: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    /** Set when the story first becomes public; the home feed is ordered by it. */
    publishingDate: timestamp({ withTimezone: true }),
    /** Words of the word list's review tier found when it was saved, for the admin's queue. */
    moderationFlags: jsonb()
      .$type<ModerationFlag[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector().generatedAlwaysAs(
      (): ReturnType<typeof sql> =>
        sql`setweight(to_tsvector('english', coalesce(${stories.title}, '')), 'A') || setweight(to_tsvector('english', storybook_join_tags(${stories.tag})), 'B') || setweight(to_tsvector('english', coalesce(${stories.content}, '')), 'C')`,
    ),
  },
  (t) => [
    index('stories_search_idx').using('gin', t.search),
    index('stories_feed_idx').on(t.status, t.publishingDate.desc(), t.id.desc()),
    index('stories_owner_idx').on(t.userId, t.status, t.createdAt.desc()),
    index('stories_moderation_idx').on(t.status, t.createdAt),
    check('stories_views_check', sql`${t.views} >= 0`),
    check('stories_likes_check', sql`${t.likes} >= 0`),
  ],
);

export const moderationAction = pgEnum('moderation_action', ['approve', 'reject', 'take_down']);

/** Every admin decision on a story: who, when, what, and the status before and after. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** Null once the admin's account is gone; the decision stays on record. */
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: moderationAction().notNull(),
    previousStatus: storyStatus().notNull(),
    status: storyStatus().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_decisions_story_idx').on(t.storyId, t.createdAt)],
);

/** Messages of the Contact form (SPEC §2), read by admins in the dashboard. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    /** The signed-in sender, if any: anonymous senders are welcome. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** A keyed hash of the sender's network address: enough to limit senders without keeping it. */
    senderKey: text().notNull(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_open_idx').on(t.handledAt, t.createdAt),
    index('contact_messages_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('contact_messages_sender_idx').on(t.senderKey, t.createdAt),
  ],
);

/**
 * How many stories have each status, kept exact by triggers on `stories` (custom migration
 * 0006_story_status_counts), so the feed's total is one row read instead of a count over every public story.
 */
export const storyStatusCounts = pgTable('story_status_counts', {
  status: storyStatus().primaryKey(),
  count: integer().notNull().default(0),
});

/**
 * One row whose `version` goes up whenever the set of public stories may change (a story saved,
 * deleted or its status changed; triggers in custom migration 0007). Cached feed and search pages
 * are served only while it has not moved, so no cached page shows a story hidden since.
 */
export const storyListVersion = pgTable(
  'story_list_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('story_list_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The last counted view of a story by one reader: addView counts a reader's views within an hour
 * once. `viewer` is `u:<user id>` for a signed-in reader, else `a:<keyed hash of address and browser>`
 * (never the address itself). Rows older than the hour mean nothing and are pruned.
 */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewer: text().notNull(),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.viewer] }), index('story_views_counted_idx').on(t.countedAt)],
);

/** The paragraphs of a story in order, each with its picture. */
export const storyLines = pgTable(
  'story_lines',
  {
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    line: text().notNull(),
    image: text(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.position] })],
);

export const likes = pgTable(
  'likes',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storyId] }), index('likes_user_idx').on(t.userId, t.createdAt.desc())],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storyId] }),
    index('ratings_story_idx').on(t.storyId),
    check('ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_story_idx').on(t.storyId, t.createdAt)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    options: text().array().notNull(),
    answer: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_questions_story_idx').on(t.storyId, t.createdAt)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    questionId: uuid()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: text().notNull(),
    isCorrect: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_question_idx').on(t.questionId), index('quiz_attempts_user_idx').on(t.userId)],
);

export const feedbackAudience = pgEnum('feedback_audience', ['parent', 'child']);

/** The questionnaire after saving a story (SPEC §9); seeded by a migration. */
export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    id: id(),
    audience: feedbackAudience().notNull(),
    position: smallint().notNull(),
    question: text().notNull(),
    /** Slider labels from left to right; null means the agreement scale of SPEC §9. */
    options: text().array(),
  },
  (t) => [uniqueIndex('feedback_questions_audience_position_key').on(t.audience, t.position)],
);

export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    id: id(),
    feedbackQuestionId: uuid()
      .notNull()
      .references(() => feedbackQuestions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    answer: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_responses_once_key').on(t.feedbackQuestionId, t.userId, t.storyId),
    index('feedback_responses_story_idx').on(t.storyId),
  ],
);
