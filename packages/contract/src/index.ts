// First: the product's validation messages, before any schema is used.
import './messages.js';
export * from './endpoint.js';
export * from './errors.js';
export * from './limits.js';
export * from './fields.js';
export * from './plain-text.js';
export * from './health.js';
export * from './auth.js';
export * from './profile.js';
export * from './media.js';
export * from './story.js';
export * from './story-generation.js';
export * from './stories.js';
export * from './social.js';
export * from './quiz.js';
export * from './feedback.js';
export * from './admin.js';
export * from './all-endpoints.js';
