/**
 * A number as the provider writes it (E.164): `+`, the dialling code, the national number without
 * its trunk zeros. The platform compares the ID token's number with this.
 *
 * @example
 * e164('63', '09171234567'); // '+639171234567'
 */
export const e164 = (dialingCode: string, mobile: string) =>
  `+${dialingCode.trim()}${mobile.trim().replace(/^0+/, '')}`;

/**
 * Reads an E.164 number back into a dialling code of `dialingCodes` and the national number: the
 * longest code that starts it wins (`1` and `1242` are both codes). Undefined when none does, or
 * nothing is left after it.
 *
 * @example
 * fromE164('+639171234567', ['63', '66']); // { dialing: '63', mobile: '9171234567' }
 */
export function fromE164(
  number: string,
  dialingCodes: readonly string[],
): { dialing: string; mobile: string } | undefined {
  const digits = /^\+(\d{4,18})$/.exec(number)?.[1];
  if (!digits) return undefined;
  const dialing = dialingCodes
    .filter((code) => /^\d+$/.test(code) && digits.startsWith(code) && digits.length > code.length)
    .sort((a, b) => b.length - a.length)[0];
  return dialing === undefined ? undefined : { dialing, mobile: digits.slice(dialing.length) };
}
