import { describe, expect, it } from 'vitest';
import { memoryStorage } from './session-store';
import { DEVICE_ID_KEY, deviceId } from './device-id';

describe('deviceId', () => {
  it('draws a random id in the platform’s 8-4-4-4-12 hex form once, then keeps it', () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(deviceId(storage)).toBe(first);
    expect(deviceId(memoryStorage())).not.toBe(first);
  });

  it('draws anew over a value that is not an id', () => {
    const storage = memoryStorage();
    storage.setItem(DEVICE_ID_KEY, '<script>');
    expect(deviceId(storage)).not.toBe('<script>');
  });
});
