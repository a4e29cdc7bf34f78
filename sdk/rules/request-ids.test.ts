import { describe, expect, it } from 'vitest';
import { requestIds } from './request-ids';

describe('requestIds', () => {
  const counter = () => {
    let n = 0;
    return requestIds(() => `key-${++n}`);
  };

  it('sends a retry of the same content under the same key', () => {
    const ids = counter();
    expect(ids.keyFor({ amount: 100 })).toBe('key-1');
    expect(ids.keyFor({ amount: 100 })).toBe('key-1');
  });

  it('gives changed content a new key', () => {
    const ids = counter();
    ids.keyFor({ amount: 100 });
    expect(ids.keyFor({ amount: 200 })).toBe('key-2');
  });

  it('gives the same content a new key once the first was answered', () => {
    const ids = counter();
    ids.keyFor({ amount: 100 });
    ids.answered();
    expect(ids.keyFor({ amount: 100 })).toBe('key-2');
  });

  it('makes random keys the platform accepts (8 to 64 characters) by default', () => {
    const key = requestIds().keyFor({});
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(requestIds().keyFor({})).not.toBe(key);
  });
});
