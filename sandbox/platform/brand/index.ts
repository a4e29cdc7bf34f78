/**
 * The brand (SPEC §6): its settings, flags, domains, countries and registration rules; as others
 * read them. A domain whose setting has its own shape declares the key beside it (settings.ts).
 */
export { loadBrandDomains } from './domain-list';
export {
  countries,
  domainType,
  flagEnabled,
  getSetting,
  homeDialingCode,
  keepOnlyDomains,
  registerRules,
  setSetting,
  storedKeys,
  upsertDomain,
} from './repository';
export type { BrandSettings } from './settings';
export { createSettingsCache } from './settings-cache';
