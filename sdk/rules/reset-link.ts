/** The fragment an emailed reset link carries: `/#reset-password=<token>`. */
export const RESET_LINK_KEY = 'reset-password';

/**
 * The reset token of a page address's fragment, or undefined. The token rides in the fragment, not
 * the query, so it never reaches a server log or another site's Referer header.
 */
export function resetTokenOf(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get(RESET_LINK_KEY)?.trim();
  return token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : undefined;
}
