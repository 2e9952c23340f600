/** `?a=1&b=x` in the order given, as the web client's API client writes it. */
export function serializeQuery(query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
