import { Type, type Static } from '../schema';
import { RegisterRules } from './register-rules';

/**
 * One node of the brand's feature tree; flags such as DIRECTREG3 are `modId`s. The platform sends
 * the tree as one root node, and `enabled` as the text "1" or "0".
 */
export const WhitelabelNode = Type.Recursive(
  (Self) =>
    Type.Object({
      modId: Type.String(),
      enabled: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      childrenNodes: Type.Array(Self),
    }),
  { $id: 'WhitelabelNode' },
);
export type WhitelabelNode = Static<typeof WhitelabelNode>;

/** A downloadable app, social link or other brand asset. */
export const Resource = Type.Object({
  resourceType: Type.String({
    description: 'IOS, ANDROID, MOBILE_CONFIG, FACEBOOK, TELEGRAM, LIVECHAT, WHATSAPP, LINE',
  }),
  url: Type.String(),
  qrCodeUrl: Type.String(),
  labelNameEn: Type.String(),
});
export type Resource = Static<typeof Resource>;

/** A customer-service channel offered by the brand. */
export const CustomerServiceEntry = Type.Object({
  csType: Type.String(),
  title: Type.String(),
  path: Type.Optional(
    Type.String({
      description:
        'The service link, DES-sealed: base64 ciphertext followed by its 8-character key (index.js 11992); a link starting with http is plain',
    }),
  ),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

/** Brand settings that are not whitelabel flags. */
export const BrandSettings = Type.Object({
  brandName: Type.String(),
  currencySymbol: Type.String({ description: "Shown before balances; default 'P'" }),
  loginedToHomePage: Type.Boolean({ description: 'Send visitors without a session to /login' }),
  agentTypes: Type.Array(Type.Integer(), { description: 'Account types allowed into the agent centre' }),
  enableCt: Type.Boolean({ description: 'Dividend contracts in the agent centre' }),
  salary: Type.Boolean({ description: 'Daily salary in the agent centre' }),
  hourSalary: Type.Boolean({ description: 'Hourly salary in the agent centre' }),
  minimumAge: Type.Optional(
    Type.Union([Type.Literal(18), Type.Literal(21)], {
      description: 'Registration asks the player to confirm this age (18 unless the brand requires 21)',
    }),
  ),
});
export type BrandSettings = Static<typeof BrandSettings>;

/**
 * Who sends the brand's phone codes (`info.sms`, as the platform's page reads it, C 3968 and
 * 6336–6385): `firebase` true when the phone-code provider does, with the provider's web
 * configuration for its SDK. `emulatorUrl` is ours: where a platform running against the
 * provider's local emulator fronts it; a real provider's brand has none.
 */
export const PhoneCodeProvider = Type.Object({
  firebase: Type.Boolean(),
  apiKey: Type.Optional(Type.String()),
  authDomain: Type.Optional(Type.String()),
  projectId: Type.Optional(Type.String()),
  emulatorUrl: Type.Optional(Type.String()),
});
export type PhoneCodeProvider = Static<typeof PhoneCodeProvider>;

/** Everything a page needs to know about the brand before it renders. */
export const PermissionInfo = Type.Object({
  merchantCode: Type.String(),
  whitelabel: WhitelabelNode,
  register: RegisterRules,
  resources: Type.Array(Resource),
  customerService: Type.Array(CustomerServiceEntry),
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
  // The page hands gtagId to its Google tag (I 10970, C 24347–24361); the portal loads no third-party script.
  analytics: Type.Object({ enabled: Type.Boolean(), gtagId: Type.Optional(Type.String()) }),
  sms: Type.Optional(PhoneCodeProvider),
  settings: BrandSettings,
});
export type PermissionInfo = Static<typeof PermissionInfo>;

/** Where the platform places the visitor: IP and country. */
export const VisitorLocation = Type.Object({
  ip: Type.String(),
  country: Type.String(),
});
export type VisitorLocation = Static<typeof VisitorLocation>;

/**
 * `/wps/system/status`: decides which root screen the page shows.
 *
 * @example
 * const status: contract.SystemStatus = await client.call(contract.systemStatus, { url: location.host });
 */
export const SystemStatus = Type.Object({
  info: PermissionInfo,
  location: VisitorLocation,
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
});
export type SystemStatus = Static<typeof SystemStatus>;

/** One of the brand's domains and what it serves (WEB, MOBILE, AGENT, BACKUP). */
export const DomainRoute = Type.Object({
  domainName: Type.String({
    description: 'A host the brand answers on (with its port, if any); the page prefixes a scheme',
  }),
  type: Type.String({ description: 'WEB, MOBILE, AGENT, BACKUP' }),
});

/** A help-centre article; `content` is server HTML and must be sanitized before rendering. */
export const HelpArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
});
export type HelpArticle = Static<typeof HelpArticle>;

/** A country of the mobile fields' dialling-code list: its ISO code, dialing code and name. */
export const Country = Type.Object({
  countryCode: Type.String({ description: 'ISO 3166 alpha-2' }),
  countryDialingCode: Type.String({ description: 'Digits only, no +' }),
  name: Type.String(),
});
export type Country = Static<typeof Country>;

/**
 * The platform's `/wps/system/country`: one object, the brand's country (whose dialling code the
 * mobile fields preselect, C 19446–19452) with its currency (C 26049–26057), and every country's
 * dialling code under `countries` (C 19420).
 */
export const CountryInfo = Type.Object({
  countryCode: Type.String({ description: 'ISO 3166 alpha-2' }),
  countryDialingCode: Type.String({ description: 'Digits only, no +' }),
  currency: Type.String(),
  currencySymbol: Type.String(),
  countries: Type.Array(Country),
});
export type CountryInfo = Static<typeof CountryInfo>;

/** Customer-service answer; the entry of type '3' carries the DES-encrypted link. */
export const CustomerServiceLink = Type.Object({
  version: Type.Object({
    pathList: Type.Array(Type.Object({ type: Type.String(), path: Type.String() })),
  }),
});
export type CustomerServiceLink = Static<typeof CustomerServiceLink>;
