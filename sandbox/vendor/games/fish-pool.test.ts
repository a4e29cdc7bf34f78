import { describe, expect, it } from 'vitest';
import { POOL_SIZE, SHOTS_PER_SECOND, createFishSession, createFishSessions } from './fish-pool';

describe('a fishing session', () => {
  it('stocks a full pool, the same from the same seed', () => {
    const one = createFishSession('pool-seed').visible();
    expect(one).toHaveLength(POOL_SIZE);
    expect(createFishSession('pool-seed').visible()).toEqual(one);
    expect(new Set(one.map((f) => f.id)).size).toBe(POOL_SIZE);
  });

  it('replaces a landed fish with a new one under a new id, and refuses the old id', () => {
    const session = createFishSession('pool-seed');
    const [first] = session.visible();
    session.landed(first!);
    const ids = session.visible().map((f) => f.id);
    expect(ids).toHaveLength(POOL_SIZE);
    expect(ids).not.toContain(first!.id);
    expect(ids).toContain(`f${POOL_SIZE}`);
    expect(() => session.target(first!.id)).toThrow(expect.objectContaining({ errorCode: 'fish_gone' }));
  });

  it('hides a fish a catch is taking, and refuses shots at it', () => {
    const session = createFishSession('pool-seed');
    const fish = session.visible()[2]!;
    fish.takenBy = 'request-1';
    expect(session.visible().map((f) => f.id)).not.toContain(fish.id);
    expect(() => session.target(fish.id)).toThrow(expect.objectContaining({ status: 409 }));
  });

  it.each([
    // shots already in the last second, the next shot's fate
    [SHOTS_PER_SECOND - 1, 'taken'],
    [SHOTS_PER_SECOND, 'refused'],
  ])('with %i shots in the last second, the next is %s', (before, fate) => {
    const session = createFishSession('pool-seed');
    for (let i = 0; i < before; i++) session.admit(1000 + i);
    const next = () => session.admit(1500);
    if (fate === 'taken') expect(next).not.toThrow();
    else expect(next).toThrow(expect.objectContaining({ status: 429, errorCode: 'too_many_shots' }));
    // A second later the window has moved on.
    expect(() => session.admit(2600)).not.toThrow();
  });

  it('keeps one session per launch key', () => {
    let n = 0;
    const sessionOf = createFishSessions(() => `seed-${n++}`);
    expect(sessionOf('a', 0)).toBe(sessionOf('a', 10));
    expect(sessionOf('b', 20)).not.toBe(sessionOf('a', 30));
  });
});
