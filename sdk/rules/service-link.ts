/**
 * An entry of the customer-service answer's pathList.
 *
 * @example
 * const paths: rules.ServicePath[] = [{ type: '3', path: encrypted }];
 * rules.encryptedServicePath(paths); // encrypted
 */
export interface ServicePath {
  readonly type: string;
  readonly path: string;
}

/**
 * SPEC §3: the entry of type '3' carries the encrypted service link.
 *
 * @example
 * rules.encryptedServicePath([{ type: '1', path: 'a' }, { type: '3', path: 'b' }]); // 'b'
 */
export function encryptedServicePath(pathList: readonly ServicePath[]): string | undefined {
  return pathList.find((entry) => entry.type === '3')?.path;
}

/**
 * Only web links may open in the service window (never javascript: or data: URLs).
 *
 * @example
 * rules.isWebUrl('https://help.example'); // true
 * rules.isWebUrl('javascript:alert(1)'); // false
 */
export function isWebUrl(candidate: string | undefined): candidate is string {
  if (!candidate) return false;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * SPEC §9: the customer-service popup's size.
 *
 * @example
 * window.open(url, 'croupier-cs', `width=${rules.SERVICE_POPUP.width},height=${rules.SERVICE_POPUP.height}`);
 */
export const SERVICE_POPUP = { width: 440, height: 500 } as const;
