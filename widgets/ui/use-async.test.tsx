import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsync } from './use-async';

/** A load that answers when the test says, so each render can be looked at in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('useAsync', () => {
  it('says loading in the very render whose inputs changed, never what the old inputs loaded', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ tab }: { tab: 'a' | 'b' }) => {
        const state = useAsync(() => answers[tab].promise, [tab]);
        seen.push(`${tab}:${state.status === 'ready' ? state.value : state.status}`);
        return state;
      },
      { initialProps: { tab: 'a' } },
    );
    await act(async () => answers.a.resolve('rules of a'));
    expect(seen.at(-1)).toBe('a:rules of a');
    rerender({ tab: 'b' });
    expect(seen).not.toContain('b:rules of a');
    expect(seen.at(-1)).toBe('b:loading');
    await act(async () => answers.b.resolve('rules of b'));
    expect(seen.at(-1)).toBe('b:rules of b');
  });

  it('ignores an answer that comes after its inputs changed', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(
      ({ tab }: { tab: 'a' | 'b' }) => useAsync(() => answers[tab].promise, [tab]),
      { initialProps: { tab: 'a' as 'a' | 'b' } },
    );
    rerender({ tab: 'b' });
    await act(async () => answers.b.resolve('rules of b'));
    await act(async () => answers.a.resolve('rules of a'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'rules of b' });
  });

  it('reports an error, and loads again on retry', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useAsync(async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'back';
      }, []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'back' }));
  });
});
