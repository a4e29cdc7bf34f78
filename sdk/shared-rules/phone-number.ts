/**
 * A number as the provider writes it (E.164): `+`, the dialling code, the national number without
 * its trunk zeros. The platform compares the ID token's number with this.
 *
 * @example
 * e164('63', '09171234567'); // '+639171234567'
 */
export const e164 = (dialingCode: string, mobile: string) =>
  `+${dialingCode.trim()}${mobile.trim().replace(/^0+/, '')}`;
