import { getHealth, type HealthResponse } from '@storybook/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route.js';

export function healthRoutes(app: FastifyInstance): void {
  route(app, getHealth, async ({ reply }) => {
    const up = await app.database.ping();
    // 503 lets a load balancer take an instance without its database out of rotation.
    if (!up) reply.code(503);
    const health: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    return health;
  });
}
