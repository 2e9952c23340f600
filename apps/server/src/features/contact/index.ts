/** Contact messages: the form anyone may send, and the admins' inbox. */
export { contactRoutes } from './routes.js';
