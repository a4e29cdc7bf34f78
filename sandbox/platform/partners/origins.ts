import type { Queryable } from '../../core/db/database';
import { allPartnerOrigins } from './repository';

/**
 * The brand's partner origins as the servers use them on every request (CORS, the chat socket,
 * the frame pages' frame-ancestors and the frames' parents): every partner's page origins, kept in
 * memory and read again whenever a switch changes a partner's. A request never waits on the
 * database for them.
 */
export interface PartnerOrigins {
  /** The exact origins, each once. */
  list(): readonly string[];
  /** Reads them again (after a partner's origins changed). */
  reload(): Promise<void>;
}

export async function loadPartnerOrigins(db: Queryable): Promise<PartnerOrigins> {
  let origins: readonly string[] = await allPartnerOrigins(db);
  return {
    list: () => origins,
    async reload() {
      origins = await allPartnerOrigins(db);
    },
  };
}

declare module '../../core/context' {
  interface Sandbox {
    /** Every partner's page origins (CORS, frames): changed by the partner switches, read by each request. */
    readonly partnerOrigins: PartnerOrigins;
  }
}
