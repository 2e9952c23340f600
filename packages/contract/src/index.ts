export * from './endpoint.js';
export * from './errors.js';
export * from './health.js';
