/** SPEC §9: QR codes are 200 px by default, 80 in the right bar. */
export const QR_DEFAULT_SIZE = 200;
export const QR_RIGHT_BAR_SIZE = 80;
