import { describe, expect, it } from 'vitest';
import { Fault } from '../../core/http/fault';
import { tableSeats } from './table-seats';

describe('tableSeats', () => {
  it('holds a seat for its request while placing, and frees it once placed', async () => {
    const seats = tableSeats();
    let during: boolean[] = [];
    await seats.place('p|7|1', 'req-a', async () => {
      during = [seats.takenFrom('p|7|1', 'req-b'), seats.takenFrom('p|7|1', 'req-a')];
    });
    expect(during).toEqual([true, false]);
    expect(seats.takenFrom('p|7|1', 'req-b')).toBe(false);
  });

  it('frees the seat after a refusal, which took nothing', async () => {
    const seats = tableSeats();
    const refused = seats.place('p|7|1', 'req-a', async () => {
      throw new Fault(409, 'insufficient_balance', 'no');
    });
    await expect(refused).rejects.toThrow(Fault);
    expect(seats.takenFrom('p|7|1', 'req-b')).toBe(false);
  });

  it('keeps the seat for its request after a failure of unknown outcome, until the round is left', async () => {
    const seats = tableSeats();
    await expect(
      seats.place('p|7|1', 'req-a', async () => {
        throw new Error('connection lost after COMMIT');
      }),
    ).rejects.toThrow('connection lost');
    expect(seats.takenFrom('p|7|1', 'req-b')).toBe(true);
    expect(seats.takenFrom('p|7|1', 'req-a')).toBe(false);
    seats.leave('p|7|1');
    expect(seats.takenFrom('p|7|1', 'req-b')).toBe(false);
  });
});
