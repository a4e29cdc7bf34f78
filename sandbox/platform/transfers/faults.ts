import { Fault } from '../../core/http/fault';

export const idempotencyConflict = () =>
  new Fault(409, 'idempotency_conflict', 'That request id was already used for a different transfer');
