/**
 * The brand's partner origins (CROUPIER_PARTNER_ORIGINS, comma-separated) as exact origins.
 * Anything that is not an exact http(s) origin is dropped, so a typo can widen nothing.
 */
export function partnerOriginList(text: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (text ?? '').split(',')) {
    const candidate = item.trim();
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === candidate)
        origins.push(candidate);
    } catch {
      // not an origin: dropped
    }
  }
  return origins;
}
