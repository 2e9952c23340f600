/** The user's profile, their children and the children's cartoon avatars. */
export { findChild, listCartoonImages } from './queries.js';
export { profileRoutes } from './routes.js';
export { toUser } from './to-user.js';
