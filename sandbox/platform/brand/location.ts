/** Loopback and private addresses: the sandbox cannot place them on a map. */
export function isPrivateAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  return (
    v4 === '::1' ||
    /^127\./.test(v4) ||
    /^10\./.test(v4) ||
    /^192\.168\./.test(v4) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    /^f[cd]/i.test(v4)
  );
}

/**
 * The visitor's country. The sandbox has no geolocation database: it reports the country set
 * through /sandbox/status, and otherwise says honestly what it knows.
 */
export function visitorCountry(ip: string, simulated: string | null): string {
  if (simulated) return simulated;
  return isPrivateAddress(ip) ? 'Local network' : 'Unknown';
}
