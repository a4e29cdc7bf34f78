import type { Sandbox } from '../../core/context';
import { settleDue } from './settle';
import { repeatEvery } from '../../core/clock/repeat';

/** Once a minute is enough for the shortest period (real-time salary, 5 minutes, SPEC §9). */
const SETTLE_EVERY_MS = 60_000;

/**
 * Settles due contract periods in the background. The timer does not keep the process alive, a
 * pass never overlaps the one before, and `stop` waits for a pass under way so that the database
 * can close after it.
 */
export function startContractSettler(sandbox: Sandbox, onError: (error: unknown) => void = console.error) {
  return repeatEvery(SETTLE_EVERY_MS, () => settleDue(sandbox), onError);
}
