import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  NoObjectGeneratedError,
  RetryError,
  TypeValidationError,
} from 'ai';
import type { Config } from '../../platform/config.js';
import { AiProviderError } from '../types.js';

/** How long to wait between attempts. Tests shorten it; production uses the defaults. */
export interface Backoff {
  /** Wait before the first retry; doubles for each further one (then jittered). */
  baseDelayMs: number;
  /** Longest wait between two attempts, a provider's Retry-After included. */
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseDelayMs: 1000, maxDelayMs: 20_000 };

/** Options every hosted factory takes after `config.ai`. */
export interface HostedOptions {
  backoff?: Partial<Backoff>;
}

export interface RetryPolicy extends Backoff {
  /** Retries after the first attempt, on 429, 5xx and dropped connections (config.ai.maxRetries). */
  maxRetries: number;
  /** Limit of each attempt (config.ai.timeoutMs); a timed-out attempt is not retried. */
  timeoutMs: number;
}

export function retryPolicy(ai: Config['ai'], options: HostedOptions = {}): RetryPolicy {
  return { ...DEFAULT_BACKOFF, ...options.backoff, maxRetries: ai.maxRetries, timeoutMs: ai.timeoutMs };
}

/** A provider's answer that we could not use (bad JSON, no image, wrong shape). */
export class UnusableAnswerError extends Error {
  override name = 'UnusableAnswerError';
}

type Verdict =
  | { kind: 'retry'; status: number | null; retryAfterMs: number | null }
  | { kind: 'failed'; status: number | null }
  | { kind: 'invalid_output' };

/**
 * Runs `attempt` with a fresh timeout signal each time, retrying 429, 5xx and network failures with
 * exponential backoff and jitter (or the provider's Retry-After, capped), then turns whatever went
 * wrong into an AiProviderError whose message names `service` and never quotes the provider.
 */
export async function withRetries<T>(
  service: string,
  policy: RetryPolicy,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    const signal = AbortSignal.timeout(policy.timeoutMs);
    try {
      return await attempt(signal);
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (signal.aborted) throw timedOut(service, policy.timeoutMs, error);
      const verdict = classify(error);
      if (verdict.kind === 'invalid_output') throw unusable(service, error);
      if (verdict.kind === 'retry' && retry < policy.maxRetries) {
        await sleep(delayBeforeRetry(retry, verdict.retryAfterMs, policy));
        continue;
      }
      throw failed(service, verdict.status, retry + 1, error);
    }
  }
}

/**
 * The AiProviderError for what an AI SDK call that made its own retries (`maxRetries`) threw,
 * `signal` being the call's time limit: a RetryError's last error says why it failed.
 */
export function providerError(service: string, error: unknown, signal: AbortSignal, timeoutMs: number): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (signal.aborted) return timedOut(service, timeoutMs, error);
  const attempts = RetryError.isInstance(error) ? error.errors.length : 1;
  const verdict = classify(RetryError.isInstance(error) ? error.lastError : error);
  if (verdict.kind === 'invalid_output') return unusable(service, error);
  return failed(service, verdict.status, attempts, error);
}

function timedOut(service: string, timeoutMs: number, cause: unknown): AiProviderError {
  return new AiProviderError('timeout', `The ${service} did not answer within ${seconds(timeoutMs)}.`, { cause });
}

function unusable(service: string, cause: unknown): AiProviderError {
  return new AiProviderError('invalid_output', `The ${service} gave an answer that could not be used.`, { cause });
}

function failed(service: string, status: number | null, attempts: number, cause: unknown): AiProviderError {
  const what = status === null ? 'could not be reached' : `answered HTTP ${status}`;
  return new AiProviderError('failed', `The ${service} ${what}${attempts > 1 ? ` (${attempts} attempts)` : ''}.`, { cause });
}

function classify(error: unknown): Verdict {
  if (error instanceof UnusableAnswerError) return { kind: 'invalid_output' };
  const unreadable = [
    NoObjectGeneratedError,
    TypeValidationError,
    JSONParseError,
    InvalidResponseDataError,
    EmptyResponseBodyError,
  ];
  if (unreadable.some((kind) => kind.isInstance(error))) return { kind: 'invalid_output' };
  let status: number | undefined;
  let headers: Record<string, string | undefined> | Headers | undefined;
  if (APICallError.isInstance(error)) {
    status = error.statusCode;
    headers = error.responseHeaders;
  } else if (isNetworkError(error)) {
    return { kind: 'retry', status: null, retryAfterMs: null };
  } else {
    return { kind: 'failed', status: null };
  }
  if (status === undefined) return { kind: 'retry', status: null, retryAfterMs: null };
  // A 2xx the SDK could not read is the provider's answer, not a transport problem.
  if (status >= 200 && status < 300) return { kind: 'invalid_output' };
  if (status === 429 || status >= 500) return { kind: 'retry', status, retryAfterMs: retryAfterMs(headers) };
  return { kind: 'failed', status };
}

/** Node's fetch rejects with a TypeError ('fetch failed') when the connection fails or drops. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed|socket|ECONN|terminated/i.test(`${error.message} ${String(error.cause)}`);
}

/** `retry-after-ms` (OpenAI) or `retry-after` in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(headers: Record<string, string | undefined> | Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? null;
  const ms = Number.parseFloat(get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number.parseFloat(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Exponential backoff with jitter (half fixed, half random); Retry-After wins when longer; never past the cap. */
export function delayBeforeRetry(retry: number, retryAfter: number | null, backoff: Backoff, random = Math.random): number {
  const exponential = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** retry);
  const jittered = exponential * (0.5 + random() * 0.5);
  return Math.min(backoff.maxDelayMs, Math.max(jittered, retryAfter ?? 0));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return `${s} second${s === 1 ? '' : 's'}`;
}
