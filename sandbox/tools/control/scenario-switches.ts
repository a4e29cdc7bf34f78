import { countries, getSetting, setSetting } from '../../platform/brand';
import type { BRAND_SETTINGS } from '../seed/brand';
import { badRequest, notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import type { ControlEndpoints } from './endpoints';
import { setFlag, updateRegisterRule } from './repository';

/** Settings a demo or test may change; keys like the RSA keys stay out of reach. */
export const SWITCHABLE = new Set<string>([
  'brandName',
  'currencySymbol',
  'loginedToHomePage',
  'weakDefaultPassword',
  'agentTypes',
  'enableCt',
  'salary',
  'hourSalary',
  'passwordExpiryDays',
  'smsExpiredMinutes',
  'phoneCodeRoute',
  'phoneProvider',
  'withdrawAutoReceiveMinutes',
  'walletAutoTransfer',
  'freePlayBalance',
  'minimumAge',
  'homeCountry',
]);

/** Switchable settings that take only some values of their type. */
const ALLOWED: Record<string, readonly unknown[]> = {
  minimumAge: [18, 21],
  phoneCodeRoute: ['platform', 'firebase'],
};

/** The phone-code provider's web configuration: exactly its three texts, none empty. */
const isProviderConfig = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  Object.keys(value).sort().join() === 'apiKey,authDomain,projectId' &&
  Object.values(value).every((v) => typeof v === 'string' && v.length > 0 && v.length <= 256);

/** Switches of what the portal is shown: root screen, flags, brand settings, registration rules. */
export const scenarioSwitches: Pick<
  HandlersOf<ControlEndpoints>,
  'status' | 'setStatus' | 'setFlag' | 'setSetting' | 'setRegisterRule'
> = {
  status: async (_input, { sandbox }) => getSetting(sandbox.db, 'status'),

  async setStatus(change, { sandbox }) {
    const next = { ...(await getSetting(sandbox.db, 'status')), ...change };
    await setSetting(sandbox.db, 'status', next);
    sandbox.settings.invalidate();
    return next;
  },

  async setFlag({ modId, enabled }, { sandbox }) {
    if (!(await setFlag(sandbox.db, modId, enabled))) throw notFound(`No whitelabel flag ${modId}`);
    return { modId, enabled };
  },

  async setSetting({ key, value }, { sandbox }) {
    if (!SWITCHABLE.has(key)) throw badRequest(`Setting ${key} cannot be switched`);
    const current = await getSetting(sandbox.db, key as keyof typeof BRAND_SETTINGS);
    if (typeof current !== typeof value || Array.isArray(current) !== Array.isArray(value)) {
      throw badRequest(`Setting ${key} takes a ${Array.isArray(current) ? 'list' : typeof current}`);
    }
    if (ALLOWED[key] && !ALLOWED[key].includes(value))
      throw badRequest(`Setting ${key} takes one of ${ALLOWED[key].join(', ')}`);
    if (key === 'phoneProvider' && !isProviderConfig(value))
      throw badRequest(
        'Setting phoneProvider takes { apiKey, authDomain, projectId }, each a non-empty text',
      );
    if (key === 'homeCountry' && !(await countries(sandbox.db)).some((c) => c.countryCode === value))
      throw badRequest(`No country ${String(value)} in the brand's list`);
    await setSetting(sandbox.db, key, value);
    sandbox.settings.invalidate();
    return { key, value };
  },

  async setRegisterRule(change, { sandbox }) {
    const outcome = await updateRegisterRule(sandbox.db, change);
    if (outcome === 'unchanged') return null;
    if (!outcome) throw notFound(`No ${change.registerType} rule for ${change.field}`);
    return change;
  },
};
