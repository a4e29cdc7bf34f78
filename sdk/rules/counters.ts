/**
 * SPEC §2: the footer counters advance 12 degrees every 70 ms until the circle is full.
 *
 * @example
 * const timer = setInterval(() => advanceCounters(), rules.COUNTER_STEP_MS);
 */
export const COUNTER_STEP_MS = 70;
/**
 * How far a footer counter's circle advances each step.
 *
 * @example
 * const degrees = step * rules.COUNTER_STEP_DEGREES;
 */
export const COUNTER_STEP_DEGREES = 12;
/**
 * How many steps fill a footer counter's circle.
 *
 * @example
 * for (let step = 0; step <= rules.COUNTER_STEPS; step++) console.log(rules.counterFrame(step, 100));
 */
export const COUNTER_STEPS = 360 / COUNTER_STEP_DEGREES;

/**
 * The four counters of the description block: target and unit.
 *
 * @example
 * for (const { id, target, unit } of rules.FOOTER_COUNTERS) console.log(id, `${target}${unit}`);
 */
export const FOOTER_COUNTERS = [
  { id: 'deposit', target: 30, unit: 's' },
  { id: 'safety', target: 100, unit: '%' },
  { id: 'withdraw', target: 90, unit: 's' },
  { id: 'games', target: 100, unit: '' },
] as const;

/**
 * The arc and the number shown after `step` steps (step 0 is the reset state).
 *
 * @example
 * rules.counterFrame(15, 100); // { degrees: 180, value: 50 }
 */
export function counterFrame(step: number, target: number): { degrees: number; value: number } {
  const clamped = Math.max(0, Math.min(step, COUNTER_STEPS));
  const degrees = clamped * COUNTER_STEP_DEGREES;
  return { degrees, value: Math.round((target * degrees) / 360) };
}
