/**
 * What the security page may show of a contact or a payout account: enough for the member to
 * recognise it, too little for someone reading over a shoulder (or a stolen session) to use it.
 */

/** `+63 917****4567`: the first three and last four digits; always four stars, so the length stays hidden. */
export function maskMobile(dialing: string | null, mobile: string): string {
  const [head, tail] = mobile.length >= 9 ? [3, 4] : mobile.length > 4 ? [2, 2] : [0, 0];
  const digits = `${mobile.slice(0, head)}****${mobile.slice(mobile.length - tail)}`;
  return dialing ? `+${dialing} ${digits}` : digits;
}

/** `m***@croupier.example`: the first character of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** `**** **** **** 1234`: the last four digits, the way cards are printed on receipts. */
export const maskCardNumber = (digits: string) => `**** **** **** ${digits.slice(-4)}`;

/** `TXyz…abcd`: the first and last four characters, which people compare when they check an address. */
export const maskAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
