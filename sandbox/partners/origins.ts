/**
 * Exact page origins from a comma list (CROUPIER_PARTNER_ORIGINS, e.g.
 * `https://partner.example,https://m.partner.example`). Anything that is not an exact http(s)
 * origin is dropped, so a typo can widen nothing. The same rule as the portal's frame pages
 * (host-site/frame-page.ts), which the sandbox may not import.
 */
export function exactOrigins(list: string): string[] {
  const origins: string[] = [];
  for (const item of list.split(',')) {
    const text = item.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text) origins.push(text);
    } catch {
      // not an origin: dropped
    }
  }
  return origins;
}
