import { describe, expect, it } from 'vitest';
import { askUntilAnswered } from './ask-until-answered';

/** What a build in this process does to the event loop: holds it, answering nothing meanwhile. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('askUntilAnswered', () => {
  it('still asks after a held event loop that outlasted the whole wait', async () => {
    let asked = 0;
    const answered = await askUntilAnswered(
      async () => {
        asked += 1;
        if (asked === 1) holdTheLoop(400);
        return asked === 3;
      },
      { withinMs: 200, roundMs: 60, pauseMs: 5 },
    );
    expect(answered).toBe(true);
    expect(asked).toBe(3);
  });

  it('gives up once the wait is spent on a side that never answers', async () => {
    let asked = 0;
    const from = performance.now();
    const answered = await askUntilAnswered(
      async () => {
        asked += 1;
        return false;
      },
      { withinMs: 100, roundMs: 60, pauseMs: 10 },
    );
    expect(answered).toBe(false);
    expect(asked).toBeGreaterThan(1);
    expect(performance.now() - from).toBeGreaterThanOrEqual(100);
  });

  it('stops at once when the other side has gone', async () => {
    let asked = 0;
    const answered = await askUntilAnswered(
      async () => {
        asked += 1;
        return false;
      },
      { withinMs: 10_000, roundMs: 60, pauseMs: 5, gaveUp: () => asked >= 2 },
    );
    expect(answered).toBe(false);
    expect(asked).toBe(2);
  });
});
