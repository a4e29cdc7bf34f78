import type { Endpoint, RequestOf, ResponseOf } from '@sdk/contract';
import type { Contract } from '@sdk/contract/table';
import type { RequestContext } from '../context';

/** Endpoints by name: the platform's contract, or the sandbox's own switches. */
export type EndpointTable = Readonly<Record<string, Endpoint>>;

/** The sandbox's implementation of one endpoint. */
export type EndpointHandler<E extends Endpoint> = (
  input: RequestOf<E>,
  ctx: RequestContext,
) => Promise<ResponseOf<E>>;

/** An implementation for every entry of `T`, by name. */
export type HandlersOf<T extends EndpointTable> = { [K in keyof T]: EndpointHandler<T[K]> };

/** Contract implementations by name; a missing one answers 501 `not_implemented`. */
export type HandlerTable = Partial<HandlersOf<Contract>>;
