import type { Queryable } from '../../core/db/database';
import { insertRows } from './seed-repository';
import type { BrandSettings } from '../../platform/brand';
import { DEMO_PROVIDER_PROJECT } from '../../platform/auth';
import { DEFAULT_DEPOSIT_AUTO_SETTLE_MS, DEPOSIT_SETTINGS } from './deposit-settings';
import { WITHDRAW_SETTINGS } from './withdraw-settings';
import { POINTS_SETTINGS } from './points-mall';
import { BONUS_ROLLOVER, BONUS_VALID_DAYS } from '@sdk/shared-rules/bonus-rules';

export const MERCHANT_CODE = 'CROUPIER';
export const WEAK_DEFAULT_PASSWORD = 'abc123456';

/** The demo brand's settings (what each means: sandbox/platform/brand/settings.ts). */
export const BRAND_SETTINGS: BrandSettings = {
  merchantCode: MERCHANT_CODE,
  brandName: 'Croupier',
  currency: 'PHP',
  currencySymbol: 'P',
  homeCountry: 'PH',
  loginedToHomePage: false,
  weakDefaultPassword: WEAK_DEFAULT_PASSWORD,
  agentTypes: [1, 2, 41, 42],
  enableCt: true,
  salary: true,
  hourSalary: true,
  passwordExpiryDays: 90,
  smsExpiredMinutes: 1,
  phoneCodeRoute: 'platform',
  phoneProvider: DEMO_PROVIDER_PROJECT,
  withdrawAutoReceiveMinutes: 30,
  imageCDNs: ['/cdn/a', '/cdn/b'],
  launchGameCDNs: ['/play'],
  analytics: { enabled: false },
  freePlayBalance: 2000,
  minimumAge: 18,
  deposit: DEPOSIT_SETTINGS,
  depositAutoSettleMs: DEFAULT_DEPOSIT_AUTO_SETTLE_MS,
  withdraw: WITHDRAW_SETTINGS,
  walletAutoTransfer: true,
  points: POINTS_SETTINGS,
  maxOpenRounds: 20,
  agentRegistrationsPerHour: 20,
  wagering: { validDays: BONUS_VALID_DAYS, rollover: { ...BONUS_ROLLOVER } },
  status: { maintenance: false, regionRestriction: false, country: null },
};

/** The feature tree; leaves are the flags of SPEC §6. */
export const WHITELABEL: [modId: string, parent: string | null, enabled: boolean][] = [
  ['REGISTER', null, true],
  ['DIRECTREG3', 'REGISTER', true],
  ['USERNAMEREG3', 'REGISTER', true],
  ['MOBILENUMREG3', 'REGISTER', true],
  ['REGMOBVERF3', 'REGISTER', false],
  ['MOBILENUMPASSREG3', 'REGISTER', true],
  ['LOGIN', null, true],
  ['MOBILEVERCODELOGIN3', 'LOGIN', true],
  ['FREEPLAY3', 'LOGIN', true],
  // A provider login of a number no account uses may register it (registerAuto) rather than only bind it.
  ['FIREBASECREATEACC3', 'LOGIN', true],
  ['PWDEXPFORCECHANGE3', 'LOGIN', true],
  ['CHNGPASSVERIF3', 'LOGIN', true],
  // Off by default: a login from an address new to the account then needs a second step.
  ['LOGINIPVERF3', 'LOGIN', false],
  ['AGENT', null, true],
  ['AGENTPOLICY3', 'AGENT', true],
  ['PROMOTION', null, true],
  ['MANPLAYREB3', 'PROMOTION', true],
];

type Rule = [
  field: string,
  enabled: boolean,
  required: boolean,
  pattern: string,
  patternId: number,
  min: number,
  max: number,
];

const USERNAME: Rule = ['username', true, true, '^[a-zA-Z][a-zA-Z0-9]*$', 2, 6, 16];
// OWASP ASVS 5.0 (V6.2): at least 8 characters, any characters (spaces, symbols, any script), no
// composition rule, and a maximum of at least 64. The weak default is refused by the platform.
const PASSWORD: Rule = ['password', true, true, '*', 1, 8, 64];
const CONFIRM: Rule = ['confirmPassword', true, true, '*', 1, 8, 64];
const CAPTCHA: Rule = ['captcha', true, true, '*', 1, 4, 4];
const AFFILIATE: Rule = ['affiliateCode', true, false, '^[a-zA-Z0-9]+$', 5, 4, 16];

/** Registration rules per registration type (SPEC §3, §5). */
export const REGISTER_RULES: Record<'username' | 'mobile', Rule[]> = {
  username: [
    USERNAME,
    PASSWORD,
    CONFIRM,
    ['payeeName', true, false, '^[a-zA-Z]+ [a-zA-Z ]+$', 20, 3, 40],
    ['email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 4, 6, 64],
    ['mobileNum', false, false, '^[0-9]+$', 7, 7, 11],
    ['verificationCode', false, false, '^[0-9]+$', 7, 6, 6],
    CAPTCHA,
    AFFILIATE,
    ['paymentPassword', false, true, '^[0-9]+$', 7, 6, 6],
    ['line', false, false, '*', 1, 1, 40],
    ['whatsapp', false, false, '^[0-9]+$', 7, 7, 15],
    ['facebook', false, false, '*', 1, 1, 60],
    ['wechat', false, false, '*', 1, 1, 40],
    ['qqNum', false, false, '^[0-9]+$', 7, 5, 12],
    ['idNumber', false, false, '^[a-zA-Z0-9]+$', 5, 6, 20],
  ],
  mobile: [
    ['mobileNum', true, true, '^[0-9]+$', 7, 7, 11],
    ['verificationCode', true, true, '^[0-9]+$', 7, 6, 6],
    PASSWORD,
    CONFIRM,
    AFFILIATE,
  ],
};

export const RESOURCES: [type: string, url: string, qr: string, label: string][] = [
  ['IOS', '/app/ios', '/app/ios', 'iOS'],
  ['MOBILE_CONFIG', '/app/ios-profile', '/app/ios-profile', 'iOS profile'],
  ['ANDROID', '/app/android', '/app/android', 'Android'],
  ['FACEBOOK', 'https://www.facebook.com/croupier.games', '', 'Facebook'],
  ['TELEGRAM', 'https://t.me/croupier_games', '', 'Telegram'],
  ['WHATSAPP', 'https://wa.me/639171234567', '', 'WhatsApp'],
];

/** Customer-service channels; each link is served DES-encrypted (SPEC §3). */
export const CUSTOMER_SERVICE: [csType: string, title: string, link: string][] = [
  ['LIVECHAT', 'Live chat', '/support/chat'],
];

export const COUNTRIES: [code: string, dialing: string, name: string][] = [
  ['PH', '63', 'Philippines'],
  ['VN', '84', 'Việt Nam'],
  ['TH', '66', 'ประเทศไทย'],
  ['MY', '60', 'Malaysia'],
  ['ID', '62', 'Indonesia'],
  ['SG', '65', 'Singapore'],
  ['KH', '855', 'Cambodia'],
  ['MM', '95', 'Myanmar'],
  ['IN', '91', 'India'],
  ['BR', '55', 'Brasil'],
  ['PT', '351', 'Portugal'],
  ['ES', '34', 'España'],
  ['MX', '52', 'México'],
  ['CO', '57', 'Colombia'],
  ['AR', '54', 'Argentina'],
  ['PE', '51', 'Perú'],
  ['CL', '56', 'Chile'],
  ['US', '1', 'United States'],
  ['GB', '44', 'United Kingdom'],
  ['JP', '81', '日本'],
  ['KR', '82', '대한민국'],
];

export const DOMAINS: [domain: string, type: string][] = [
  ['localhost', 'WEB'],
  ['m.croupier.example', 'MOBILE'],
  ['agent.croupier.example', 'AGENT'],
  ['backup.croupier.example', 'BACKUP'],
];

export async function seedBrand(db: Queryable, rsaKeys: { publicKey: string; privateKey: string }) {
  const keys = { keyId: 'k1', ...rsaKeys };
  await insertRows(
    db,
    'brand_settings',
    ['key', 'value'],
    [...Object.entries(BRAND_SETTINGS), ['rsaKeys', keys]].map(([k, v]) => [k, JSON.stringify(v)]),
  );
  await insertRows(
    db,
    'whitelabel_nodes',
    ['mod_id', 'parent_id', 'enabled', 'sort'],
    WHITELABEL.map((row, i) => [...row, i]),
  );
  const rules = (['username', 'mobile'] as const).flatMap((type) =>
    REGISTER_RULES[type].map((rule, i) => [type, ...rule, i]),
  );
  await insertRows(
    db,
    'register_rules',
    [
      'register_type',
      'field',
      'enabled',
      'required',
      'accepted_pattern',
      'pattern_id',
      'min_length',
      'max_length',
      'sort',
    ],
    rules,
  );
  await insertRows(
    db,
    'resources',
    ['resource_type', 'url', 'qr_code_url', 'label_name_en', 'sort'],
    RESOURCES.map((r, i) => [...r, i]),
  );
  await insertRows(
    db,
    'customer_service',
    ['cs_type', 'title', 'link', 'sort'],
    CUSTOMER_SERVICE.map((r, i) => [...r, i]),
  );
  await insertRows(
    db,
    'countries',
    ['country_code', 'dialing_code', 'name', 'sort'],
    COUNTRIES.map((r, i) => [...r, i]),
  );
  await insertRows(db, 'domains', ['domain', 'type'], DOMAINS);
}
