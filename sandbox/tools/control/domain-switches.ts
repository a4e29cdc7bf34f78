import { defineEndpoint } from '@sdk/contract/endpoint';
import { Type } from '@sdk/contract/schema';
import type { HandlersOf } from '../../core/http/handler';
import type { Queryable } from '../../core/db/database';
import type { Sandbox } from '../../core/context';
import { domainType, keepOnlyDomains, upsertDomain } from '../../platform/brand';
import { DOMAINS } from '../seed/brand';

const DomainChange = Type.Object(
  {
    domainName: Type.String({ minLength: 1, maxLength: 253, pattern: '^[A-Za-z0-9.-]+(:\\d{1,5})?$' }),
    type: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
    available: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const domainSwitchEndpoints = {
  setDomain: defineEndpoint({
    name: 'setDomain',
    method: 'POST',
    path: '/sandbox/domains',
    tag: 'sandbox',
    summary:
      "Adds `domainName` (host, or host:port) to the brand's domainRoute list (type WEB unless given), and " +
      'makes the platform serve pages there or not: a call from a page on an unavailable domain answers 403 ' +
      "`domain_not_available`, as when a domain is blocked in the player's country",
    request: DomainChange,
    response: DomainChange,
  }),
} as const;

export const domainSwitches: HandlersOf<typeof domainSwitchEndpoints> = {
  async setDomain({ domainName, type, available }, { sandbox }) {
    const kind = type ?? (await domainType(sandbox.db, domainName)) ?? 'WEB';
    await upsertDomain(sandbox.db, domainName, kind);
    if (available) sandbox.unavailableDomains.delete(domainName);
    else sandbox.unavailableDomains.add(domainName);
    await sandbox.brandDomains.reload();
    return { domainName, type: kind, available };
  },
};

/** Back to the seed's domains, every one available (the caller reloads `brandDomains` once committed). */
export async function resetDomains(tx: Queryable, sandbox: Sandbox) {
  await keepOnlyDomains(
    tx,
    DOMAINS.map(([domain]) => domain),
  );
  for (const [domain, type] of DOMAINS) await upsertDomain(tx, domain, type);
  sandbox.unavailableDomains.clear();
}
