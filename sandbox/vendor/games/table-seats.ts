import { Fault } from '../../core/http/fault';

/**
 * One bet per player and table round (a flight, a coup), held from the moment a bet is being
 * placed until the table's book has it, by the request that placed it. A placing that failed
 * without a refusal may have taken the stake (the answer lost after COMMIT): its seat stays held
 * for that request, so another bet of the player cannot ride the same round beside it, while the
 * request's retry may sit down and find its bet.
 */
export function tableSeats() {
  const held = new Map<string, string>();
  return {
    /** Whether the seat is another request's. */
    takenFrom: (seat: string, requestId: string) => held.has(seat) && held.get(seat) !== requestId,
    /** Runs the placing in the seat; frees it unless the outcome is unknown. */
    async place<T>(seat: string, requestId: string, placing: () => Promise<T>): Promise<T> {
      held.set(seat, requestId);
      try {
        const placed = await placing();
        held.delete(seat);
        return placed;
      } catch (error) {
        if (error instanceof Fault) held.delete(seat);
        throw error;
      }
    },
    /** A round that is over leaves its seats. */
    leave: (seat: string) => held.delete(seat),
  };
}
