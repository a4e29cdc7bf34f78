import type { RequestOf, ResponseOf } from '../../sdk/contract';
import type { Contract } from '../../sdk/contract/table';
import type { RequestContext } from '../context';

/** The sandbox's implementation of one contract entry. */
export type Handler<K extends keyof Contract> = (
  input: RequestOf<Contract[K]>,
  ctx: RequestContext,
) => Promise<ResponseOf<Contract[K]>>;

/** Implementations by endpoint name; a missing one answers 501 `not_implemented`. */
export type HandlerTable = { [K in keyof Contract]?: Handler<K> };
