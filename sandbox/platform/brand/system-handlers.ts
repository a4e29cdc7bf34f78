import { randomBytes } from 'node:crypto';
import type { HandlerTable } from '../../core/http/handler';
import type { Queryable } from '../../core/db/database';
import { notFound } from '../../core/http/fault';
import { encryptServiceLink } from './service-link';
import {
  allSettings,
  countries,
  customerServiceLink,
  customerServices,
  domains,
  helpArticles,
  registerRules,
  resources,
  whitelabelTree,
} from './repository';
import { visitorCountry } from './location';

/**
 * `info.sms`, as the platform's page reads it (C 3968, 6336–6385): `firebase` true when phone codes
 * go through the provider, with the provider's web configuration. Ours: `emulatorUrl`, where the
 * page's provider SDK is pointed when the platform runs against the provider's local emulator (this
 * platform's own origin, which fronts it).
 */
function phoneCodeProvider(
  settings: Awaited<ReturnType<typeof allSettings>>,
  emulatorUrl: string | undefined,
) {
  if (settings.phoneCodeRoute !== 'firebase') return { firebase: false };
  return { firebase: true, ...settings.phoneProvider, ...(emulatorUrl ? { emulatorUrl } : {}) };
}

/** A link as the platform seals it in its answers: DES with a fresh 8-character key appended. */
function sealLink(link: string, origin: string) {
  return encryptServiceLink(
    new URL(link, origin).toString(),
    randomBytes(6).toString('base64url').slice(0, 8),
  );
}

/**
 * The brand's customer service as the status and domainRoute answers carry it: each entry's link
 * sealed in `path` (index.js 11992), which the page opens when the platform is not reachable on
 * its domain and the service-link call is therefore refused too.
 */
async function sealedServices(db: Queryable, origin: string) {
  return (await customerServices(db)).map(({ link, ...entry }) => ({
    ...entry,
    path: sealLink(link, origin),
  }));
}

export const systemHandlers: HandlerTable = {
  async systemStatus(_input, { sandbox, ip, origin }) {
    const { db } = sandbox;
    const settings = await allSettings(db);
    const [whitelabel, register, links, customerService] = await Promise.all([
      whitelabelTree(db),
      registerRules(db, 'username'),
      resources(db),
      sealedServices(db, origin),
    ]);
    return {
      info: {
        merchantCode: settings.merchantCode,
        whitelabel,
        register,
        resources: links,
        customerService,
        imageCDNs: settings.imageCDNs,
        launchGameCDNs: settings.launchGameCDNs,
        analytics: settings.analytics,
        sms: phoneCodeProvider(settings, sandbox.config.phoneProviderEmulator ? origin : undefined),
        settings: {
          brandName: settings.brandName,
          currencySymbol: settings.currencySymbol,
          loginedToHomePage: settings.loginedToHomePage,
          agentTypes: settings.agentTypes,
          enableCt: settings.enableCt,
          salary: settings.salary,
          hourSalary: settings.hourSalary,
          minimumAge: settings.minimumAge === 21 ? 21 : 18,
        },
      },
      location: { ip: ip.replace(/^::ffff:/, ''), country: visitorCountry(ip, settings.status.country) },
      maintenance: settings.status.maintenance,
      regionRestriction: settings.status.regionRestriction,
    };
  },

  whitelabel: async (_input, { sandbox }) => whitelabelTree(sandbox.db),

  domainRoute: async (_input, { sandbox, origin }) => ({
    domainList: await domains(sandbox.db),
    customerService: await sealedServices(sandbox.db, origin),
  }),

  // Reaching the handler is the answer: a domain the platform does not serve was refused before it.
  ping: async () => null,

  helpCenter: async (_input, { sandbox, language }) => ({ list: await helpArticles(sandbox.db, language) }),

  async customerServiceLink({ csType }, { sandbox, origin }) {
    const row = await customerServiceLink(sandbox.db, csType);
    if (!row) throw notFound(`No customer service of type ${csType}`);
    return {
      version: {
        pathList: [
          { type: '1', path: row.link },
          { type: '3', path: sealLink(row.link, origin) },
        ],
      },
    };
  },

  registerSettings: async ({ registerType }, { sandbox }) =>
    registerRules(sandbox.db, registerType ?? 'username'),

  // The brand's country is the first of its list (the sandbox knows no visitor's country).
  async countries(_input, { sandbox }) {
    const [list, currency, currencySymbol] = await Promise.all([
      countries(sandbox.db),
      sandbox.settings.get('currency'),
      sandbox.settings.get('currencySymbol'),
    ]);
    const home = list[0] ?? { countryCode: '', countryDialingCode: '' };
    return {
      countryCode: home.countryCode,
      countryDialingCode: home.countryDialingCode,
      currency,
      currencySymbol,
      countries: list,
    };
  },
};
