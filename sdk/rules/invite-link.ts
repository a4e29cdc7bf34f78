/**
 * An invite link: the portal's register page with an affiliate code (the register modal reads
 * `affiliateCode` from the address). The agent centre's invite and the member's referral page use it.
 *
 * @example
 * rules.inviteLink('https://portal.example/', 'AG41X'); // 'https://portal.example/register?affiliateCode=AG41X'
 */
export function inviteLink(portalOrigin: string, affiliateCode: string): string {
  const url = new URL('/register', portalOrigin);
  url.searchParams.set('affiliateCode', affiliateCode);
  return url.href;
}
