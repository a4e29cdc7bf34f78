/**
 * The reality check and the session limit (beyond SPEC) over every page of a logged-in player. The
 * host site mounts it lazily while a real (non-trial) player is logged in.
 */
export { RealityCheck } from './reality-check';
