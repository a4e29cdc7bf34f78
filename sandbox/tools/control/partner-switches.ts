import { randomBytes } from 'node:crypto';
import { Type } from '@sdk/contract/schema';
import { defineEndpoint } from '@sdk/contract/endpoint';
import { badRequest, notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import {
  findPartner,
  setPartnerOrigins,
  setPartnerWallet,
  upsertPartner,
  type PartnerRow,
} from '../../platform/partners';
import { partnerOriginList } from '../../core/http/partner-origins';

const PartnerId = { id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{1,31}$' }) };

/** A partner as the switches show it, its signing secret included (this machine only, with the token). */
export const PartnerView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  origins: Type.Array(Type.String()),
  walletMode: Type.Union([Type.Literal('platform'), Type.Literal('seamless')]),
  walletUrl: Type.Union([Type.String(), Type.Null()]),
  walletTimeoutMs: Type.Integer(),
  secret: Type.String({ description: 'The HMAC-SHA256 key of its signed calls and callbacks' }),
});

export const PartnerRead = Type.Object(PartnerId);

export const PartnerWalletChange = Type.Object({
  ...PartnerId,
  mode: Type.Union([Type.Literal('platform'), Type.Literal('seamless')]),
  url: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s]+$',
      maxLength: 300,
      description: 'POST <url>/<action> per callback',
    }),
  ),
  timeoutMs: Type.Optional(
    Type.Integer({ minimum: 50, maximum: 30_000, description: 'Per attempt; default 2000' }),
  ),
});

const Origins = Type.Array(
  Type.String({
    pattern: '^https?://[^/\\s]+$',
    maxLength: 200,
    description: 'An exact origin: scheme, host, port',
  }),
  { maxItems: 20 },
);

export const PartnerPut = Type.Object({
  ...PartnerId,
  name: Type.String({ minLength: 1, maxLength: 80 }),
  origins: Origins,
});

export const PartnerOriginsChange = Type.Object({ ...PartnerId, origins: Origins });

/** Origins exactly as a browser sends them (`https://a.example`, no path, no trailing slash, default port left out). */
function exactOrigins(origins: string[]) {
  const exact = partnerOriginList(origins.join(','));
  if (exact.length !== origins.length)
    throw badRequest('Each origin must be exact: scheme, host and port only (https://partner.example)', {
      field: 'origins',
    });
  return [...new Set(exact)];
}

const view = (p: PartnerRow) => ({
  id: p.id,
  name: p.name,
  origins: p.origins,
  walletMode: p.wallet_mode,
  walletUrl: p.wallet_url,
  walletTimeoutMs: p.wallet_timeout_ms,
  secret: p.secret,
});

export const partnerSwitchEndpoints = {
  partner: defineEndpoint({
    name: 'partner',
    method: 'GET',
    path: '/sandbox/partners/:id',
    tag: 'sandbox',
    summary:
      'A partner: its origins, wallet mode and URL, and its signing secret (no platform call returns it)',
    request: PartnerRead,
    response: PartnerView,
  }),
  partnerWallet: defineEndpoint({
    name: 'partnerWallet',
    method: 'POST',
    path: '/sandbox/partners/:id/wallet',
    tag: 'sandbox',
    summary:
      "Puts a partner's players' money at the platform (`platform`) or at the partner (`seamless`: signed " +
      'callbacks to `url`, each attempt given `timeoutMs`)',
    request: PartnerWalletChange,
    response: PartnerView,
  }),
  partnerOrigins: defineEndpoint({
    name: 'partnerOrigins',
    method: 'POST',
    path: '/sandbox/partners/:id/origins',
    tag: 'sandbox',
    summary:
      "Sets a partner's page origins (exact origins), at once: they may frame the widgets, call the API " +
      'from a browser and exchange its tickets (what CROUPIER_PARTNER_ORIGINS sets at start-up)',
    request: PartnerOriginsChange,
    response: PartnerView,
  }),
  putPartner: defineEndpoint({
    name: 'putPartner',
    method: 'POST',
    path: '/sandbox/partners/:id',
    tag: 'sandbox',
    summary: 'Adds a partner (a fresh secret) or renames one and sets its origins (its secret kept)',
    request: PartnerPut,
    response: PartnerView,
  }),
} as const;

/** Partners: read one (with its secret), switch its wallet mode, add another for a demo or a test. */
export const partnerSwitches: Pick<
  HandlersOf<typeof partnerSwitchEndpoints>,
  'partner' | 'partnerWallet' | 'putPartner' | 'partnerOrigins'
> = {
  async partner({ id }, { sandbox }) {
    const row = await findPartner(sandbox.db, id);
    if (!row) throw notFound(`No partner ${id}`);
    return view(row);
  },

  async partnerWallet({ id, mode, url, timeoutMs }, { sandbox }) {
    const current = await findPartner(sandbox.db, id);
    if (!current) throw notFound(`No partner ${id}`);
    const walletUrl = url ?? current.wallet_url;
    if (mode === 'seamless' && !walletUrl)
      throw badRequest('A seamless wallet needs its url', { field: 'url' });
    const row = await setPartnerWallet(sandbox.db, id, {
      mode,
      url: walletUrl,
      timeoutMs: timeoutMs ?? current.wallet_timeout_ms,
    });
    return view(row!);
  },

  /** A new partner gets a fresh secret (256 random bits); an existing one keeps its own. */
  async putPartner({ id, name, origins }, { sandbox }) {
    const current = await findPartner(sandbox.db, id);
    const secret = current?.secret || randomBytes(32).toString('base64url');
    await upsertPartner(sandbox.db, { id, name, secret, origins: exactOrigins(origins) });
    await sandbox.partnerOrigins.reload();
    return view((await findPartner(sandbox.db, id))!);
  },

  /**
   * A partner's page origins, at once for every request (CORS, the frame pages' frame-ancestors,
   * the frames' parents, sign-on): what CROUPIER_PARTNER_ORIGINS sets at start-up, without one.
   */
  async partnerOrigins({ id, origins }, { sandbox }) {
    const row = await setPartnerOrigins(sandbox.db, id, exactOrigins(origins));
    if (!row) throw notFound(`No partner ${id}`);
    await sandbox.partnerOrigins.reload();
    return view(row);
  },
};
