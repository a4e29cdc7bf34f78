import type { PointsRules } from '@sdk/shared-rules/points-rules';

/**
 * A brand's settings that are not flags (table `brand_settings`, values JSON): declared here, so
 * every domain reads one shape, and the seed (sandbox/tools/seed/brand.ts) is one brand that conforms.
 * A domain whose setting has a shape of its own adds its key beside that shape, by interface merging
 * (cashier's `deposit`, withdrawals' `withdraw`, auth's `phoneProvider`), so the brand, below them,
 * names none of them.
 */
export interface BrandSettings {
  merchantCode: string;
  brandName: string;
  currency: string;
  currencySymbol: string;
  /** The brand's country (a code of the countries list): listed first, and mobile fields start at its dialling code. */
  homeCountry: string;
  loginedToHomePage: boolean;
  weakDefaultPassword: string;
  agentTypes: number[];
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  passwordExpiryDays: number;
  smsExpiredMinutes: number;
  /**
   * Who sends phone codes (SPEC §7): the platform's own SMS, or the phone-code provider (`firebase`),
   * whose ID token the platform then checks (sandbox/platform/auth/phone-provider).
   */
  phoneCodeRoute: 'platform' | 'firebase';
  /** SPEC §4's "N minutes" to confirm a paid withdrawal. */
  withdrawAutoReceiveMinutes: number;
  imageCDNs: string[];
  launchGameCDNs: string[];
  analytics: { enabled: boolean };
  freePlayBalance: number;
  /** SPEC §5: registration asks the player to confirm this age; a brand may require 21. */
  minimumAge: 18 | 21;
  /**
   * Whether a launch moves the money by itself (sandbox/platform/transfers): every vendor wallet back to
   * the main one, then all of it into a transfer-mode vendor's wallet for its game.
   */
  walletAutoTransfer: boolean;
  /** The point mall's rules (sandbox/platform/points): how valid bets earn points and what points convert to. */
  points: PointsRules;
  /**
   * How many rounds a member may hold open (or waiting for a partner's answer) at once: a lottery
   * ticket waits for its draw, and unlimited open tickets would tie up money that counts nowhere.
   */
  maxOpenRounds: number;
  /** Accounts a line of agents (its top agent and every sub-agent) may register in an hour, together. */
  agentRegistrationsPerHour: number;
  /**
   * Every reward locks its amount until `amount × rollover[kind]` of valid bets are made, within
   * `validDays` (sandbox/platform/wagering); a kind not named here asks for its amount once, 0 locks nothing.
   */
  wagering: { validDays: number; rollover: Record<string, number> };
  /** The root screen's scenario, switched through /sandbox/status. */
  status: { maintenance: boolean; regionRestriction: boolean; country: string | null };
}

export type BrandSettingKey = keyof BrandSettings;
