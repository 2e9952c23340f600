import type { Endpoint, EndpointResponse } from '@storybook/contract';

/**
 * A page may arrive with an API answer in it (a story page: the story, see the server's
 * web-app.ts): `{ url, body }` in `<script type="application/json" id="page-data">`. It is taken
 * once, by the request of exactly that URL, and parsed by the endpoint's schema like any answer.
 */
export function takePageData<E extends Endpoint>(endpoint: E, url: string): EndpointResponse<E> | undefined {
  const block = document.getElementById('page-data');
  if (!block?.textContent) return undefined;
  let data: { url?: unknown; body?: unknown };
  try {
    data = JSON.parse(block.textContent) as typeof data;
  } catch {
    block.remove();
    return undefined;
  }
  if (data.url !== url) return undefined;
  block.remove();
  const parsed = endpoint.response.safeParse(data.body);
  return parsed.success ? (parsed.data as EndpointResponse<E>) : undefined;
}
