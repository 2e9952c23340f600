import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Writable } from 'node:stream';
import type { Config } from './config.js';

/**
 * Fastify's request logging, one line per request: `GET /api/health 200 3 ms` once the answer is
 * sent, instead of its two lines (incoming, completed) with a page of fields each. A failure's own
 * error line is written by the error handler.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const { method, url } = request;
    const statusCode = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime);
    const line = { method, url, statusCode, responseTime };
    const message = `${method} ${url} ${statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}

/** Fields of the JSON lines that the message of a pretty line already says. */
const SAID_IN_THE_MESSAGE = 'pid,hostname,reqId,method,url,statusCode,responseTime';

/**
 * The logger options of the app: LOG_LEVEL, and LOG_FORMAT's pretty lines (pino-pretty, loaded only
 * then, writing in this thread so a line is out before the process exits) or JSON lines.
 */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  /** Where lines go; standard output when absent. */
  destination?: Writable,
): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  const logger = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
  const logController = new OneLinePerRequest();
  if (config.logLevel === 'silent') return { logger, logController };
  if (config.logFormat === 'json') return { logger: { ...logger, ...(destination && { stream: destination }) }, logController };
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({ translateTime: 'SYS:HH:MM:ss', ignore: SAID_IN_THE_MESSAGE, sync: true, destination });
  return { logger: { ...logger, stream }, logController };
}
