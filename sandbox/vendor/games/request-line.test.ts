import { describe, expect, it } from 'vitest';
import { requestLine } from './request-line';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('requestLine', () => {
  it('runs the deliveries of one key one after another, each after the last has ended', async () => {
    const inLine = requestLine();
    const seen: string[] = [];
    const delivery = (name: string, fails = false) =>
      inLine('owner|request', async () => {
        seen.push(`${name} starts`);
        await tick();
        seen.push(`${name} ends`);
        if (fails) throw new Error(name);
        return name;
      });
    const answers = await Promise.allSettled([delivery('a', true), delivery('b'), delivery('c')]);
    expect(seen).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : 'failed'))).toEqual(['failed', 'b', 'c']);
  });

  it('lets other keys run meanwhile', async () => {
    const inLine = requestLine();
    const seen: string[] = [];
    const delivery = (key: string) =>
      inLine(key, async () => {
        seen.push(`${key} starts`);
        await tick();
        seen.push(`${key} ends`);
      });
    await Promise.all([delivery('one'), delivery('two')]);
    expect(seen.slice(0, 2)).toEqual(['one starts', 'two starts']);
  });
});
