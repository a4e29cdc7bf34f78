import { describe, expect, it, vi } from 'vitest';
import { isConflict, retryOnConflict } from './conflicts';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('retryOnConflict', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and returns its result', async () => {
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failure('40P01'))
      .mockRejectedValueOnce(failure('40001'))
      .mockResolvedValue('settled');
    await expect(retryOnConflict(work)).resolves.toBe('settled');
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('gives up after its attempts, with the last conflict', async () => {
    const work = vi.fn<() => Promise<string>>().mockRejectedValue(failure('40P01'));
    await expect(retryOnConflict(work, 2)).rejects.toThrow('40P01');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('never runs again work that failed for another reason (a lost connection may have committed)', async () => {
    const work = vi.fn<() => Promise<string>>().mockRejectedValue(failure('08006'));
    await expect(retryOnConflict(work)).rejects.toThrow('08006');
    expect(work).toHaveBeenCalledTimes(1);
    expect(isConflict(null)).toBe(false);
    expect(isConflict(new Error('plain'))).toBe(false);
  });
});
