import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health: is the server up and can it reach its database. 503 when it cannot. */
export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  response: healthResponseSchema,
});
