import { PAGE_DATA_ID, type Endpoint, type EndpointResponse, type PageData } from '@storybook/contract';

/**
 * The page's own answer to `url` (see the contract's PAGE_DATA_ID), taken once and parsed by the
 * endpoint's schema like any answer; undefined when the page has none for that URL.
 */
export function takePageData<E extends Endpoint>(endpoint: E, url: string): EndpointResponse<E> | undefined {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return undefined;
  let data: Partial<PageData>;
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
