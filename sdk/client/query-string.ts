/**
 * A call's query as the client sends it: the input's defined fields in their order. The host's
 * server builds its preload addresses with it, so a preloaded answer is the one the SDK asks for.
 */
export function queryString(input: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
