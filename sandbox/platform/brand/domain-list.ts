import type { Queryable } from '../../core/db/database';
import { domains } from './repository';

/**
 * The brand's domains (domainRoute's list) held in memory for what reads them on every page: the
 * portal's CSP lets the page ping each of them when its own domain is not available. The domain
 * switches and the reset reload it.
 */
export interface BrandDomains {
  list(): readonly string[];
  reload(): Promise<void>;
}

export async function loadBrandDomains(db: Queryable): Promise<BrandDomains> {
  const read = async () => (await domains(db)).map((d) => d.domainName);
  let names = await read();
  return {
    list: () => names,
    async reload() {
      names = await read();
    },
  };
}

declare module '../../core/context' {
  interface Sandbox {
    /** The brand's domains (domainRoute's list): changed by the domain switches, read by each page's CSP. */
    readonly brandDomains: BrandDomains;
  }
}
