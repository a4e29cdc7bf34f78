/**
 * Whether a whole file is one image and nothing else. `sniffImageType` (withdraw-proof.ts) reads
 * the first bytes, which is all a form needs to refuse a GIF or an SVG renamed .png. A polyglot
 * passes that: a real PNG or JPEG header with a ZIP, a PDF or an HTML page after the image's end,
 * where decoders stop reading and other readers start. So a file is taken only when it also ends
 * where its format says it ends. In the contract so that a form holding the whole file can judge
 * it as the platform will.
 */
import { sniffImageType, type ProofType } from './withdraw-proof';

/** Every PNG's first chunk: IHDR, 13 bytes of data (PNG spec §5.6: IHDR must come first). */
const PNG_IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
/** Every PNG's last chunk: IEND, no data, and its fixed CRC (PNG spec §11.2.5: it must be last). */
const PNG_IEND = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
/** The PNG signature (8 bytes), IHDR (25) and IEND (12): no PNG is shorter. */
const PNG_MIN = 8 + 25 + PNG_IEND.length;
/** JPEG's end-of-image marker. */
const JPEG_EOI = [0xff, 0xd9];

const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  offset >= 0 &&
  bytes.length >= offset + expected.length &&
  expected.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type of a whole file, or null: a PNG whose first chunk is IHDR and whose last bytes are
 * the IEND chunk, or a JPEG (start-of-image marker first) whose last bytes are its end-of-image
 * marker. Nothing may follow the end. Phones that append a video after a JPEG ("motion photos")
 * are refused too: the form asks for the still image.
 *
 * @example
 * wholeImageType(png); // 'image/png'
 * wholeImageType(Buffer.concat([png, Buffer.from('<script>…</script>')])); // null
 */
export function wholeImageType(bytes: Uint8Array): ProofType | null {
  const type = sniffImageType(bytes);
  if (type === 'image/png') {
    const whole = bytes.length >= PNG_MIN && at(bytes, 8, PNG_IHDR) && at(bytes, bytes.length - 12, PNG_IEND);
    return whole ? type : null;
  }
  // The three-byte start marker and the two-byte end must not overlap.
  if (type === 'image/jpeg') return bytes.length >= 5 && at(bytes, bytes.length - 2, JPEG_EOI) ? type : null;
  return null;
}
