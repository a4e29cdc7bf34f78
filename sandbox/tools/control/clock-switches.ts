import { defineEndpoint } from '@sdk/contract/endpoint';
import { Empty, Type } from '@sdk/contract/schema';
import type { HandlersOf } from '../../core/http/handler';
import type { Sandbox } from '../../core/context';
import { storeOffset } from '../../core/clock/repository';

/** Ten years: past the longest self-exclusion, short of anything a date cannot hold. */
const MAX_ADVANCE_MS = 10 * 366 * 86_400_000;

const ClockState = Type.Object({
  /** The platform's time now (epoch ms). */
  now: Type.Integer(),
  /** How far it is ahead of the wall clock. */
  offsetMs: Type.Integer({ minimum: 0 }),
});

const ClockChange = Type.Union([
  Type.Object(
    { advanceMs: Type.Integer({ minimum: 1, maximum: MAX_ADVANCE_MS }) },
    { additionalProperties: false },
  ),
  Type.Object({ reset: Type.Literal(true) }, { additionalProperties: false }),
]);

export const clockSwitchEndpoints = {
  clock: defineEndpoint({
    name: 'clock',
    method: 'GET',
    path: '/sandbox/clock',
    tag: 'sandbox',
    summary: "The platform's time and how far the clock switch moved it ahead of the wall clock",
    request: Empty,
    response: ClockState,
  }),
  setClock: defineEndpoint({
    name: 'setClock',
    method: 'POST',
    path: '/sandbox/clock',
    tag: 'sandbox',
    summary:
      "Moves the platform's time forward by `advanceMs` (only forward), or back to the wall clock with " +
      '`{reset: true}` (as /sandbox/reset does). Everything the platform dates follows it: limit periods, a ' +
      "raise's 24 hours, exclusions, session limits, deposit expiry, the ledger. Sessions too: past 30 idle " +
      'minutes (or their 12 hours) a session has ended, as it would have, and the player logs in again. Sealed ' +
      'payloads and partner signatures are still judged by the wall clock',
    request: ClockChange,
    response: ClockState,
  }),
} as const;

type ClockEndpoints = typeof clockSwitchEndpoints;

const stateOf = (sandbox: Sandbox) => ({ now: sandbox.now().getTime(), offsetMs: sandbox.clock.offsetMs() });

/** Sets the offset in memory (sandbox.now()) and in the database (its own dates, sandbox_now()). */
export async function setClockOffset(sandbox: Sandbox, offsetMs: number) {
  await storeOffset(sandbox.db, offsetMs);
  sandbox.clock.setOffset(offsetMs);
}

export const clockSwitches: HandlersOf<ClockEndpoints> = {
  clock: async (_input, { sandbox }) => stateOf(sandbox),

  async setClock(change, { sandbox }) {
    const offset =
      'reset' in change ? 0 : Math.min(sandbox.clock.offsetMs() + change.advanceMs, MAX_ADVANCE_MS);
    await setClockOffset(sandbox, offset);
    return stateOf(sandbox);
  },
};
