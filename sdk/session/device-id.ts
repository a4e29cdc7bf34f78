import type { KeyValueStorage } from './key-value-storage';

/** Where the device's id is kept (local storage, like the language). */
export const DEVICE_ID_KEY = 'loginDeviceId';

const FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The id this browser sends as `loginDeviceId` with every login and registration, in the real
 * platform's 8-4-4-4-12 hex form: random once, then kept. It is not a fingerprint (nothing of the
 * device goes into it) and no secret: the platform uses it to see two accounts on one device
 * (a referral to oneself). Cleared storage draws a new one.
 *
 * @example
 * deviceId(localStorage); // '3f2b9c1e-8d4a-4f6b-a1c2-7e9d0b5a4c3f', the same on every call
 */
export function deviceId(storage: KeyValueStorage): string {
  const kept = storage.getItem(DEVICE_ID_KEY);
  if (kept && FORM.test(kept)) return kept;
  const hex = [...globalThis.crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  try {
    storage.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage refused (private mode, quota): this page keeps using the id it drew.
  }
  return id;
}
