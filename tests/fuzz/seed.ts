/**
 * The run's seed: FUZZ_SEED when set (to replay a run), otherwise a fresh one, which the caller
 * prints so that any run can be replayed.
 */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${given}`);
    return seed | 0;
  }
  return (Math.random() * 2 ** 31) | 0;
}

/** FUZZ_ONLY: the index of the one request to send again (its failure message names it). */
export function fuzzOnly(): number | undefined {
  const given = process.env.FUZZ_ONLY;
  return given === undefined || given === '' ? undefined : Number(given);
}
