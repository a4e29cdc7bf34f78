import { createClient, type PlatformClient } from './client/create-client';
import type { PayloadCipher } from './client/cipher';
import type { PlatformError } from './client/platform-error';
import { createTranslations, type I18n, type TranslationPart } from './i18n/create-i18n';
import { detectLanguage } from './i18n/detect';
import { DEFAULT_LANGUAGE, DEFAULT_SUPPORTED_LANGUAGES, toLocale } from './i18n/languages';
import { LANGUAGE_KEY, partnerSessionEntry } from './session/keys';
import { browserSessionStorage, createSessionStore, type KeyValueStorage } from './session/session-store';
import { createState, type CroupierState } from './state/create-state';
import { createEmitter, type Emitter } from './state/events';
import type { Core, Environment } from './actions/core';
import { browserEnvironment } from './actions/environment';
import { modalActions } from './actions/modals';
import { systemActions } from './actions/system';
import { languageActions } from './actions/language';
import { walletActions } from './actions/wallet';
import { authActions } from './actions/auth';
import { accessActions } from './actions/access';
import { customerServiceActions } from './actions/customer-service';
import { catalogueActions } from './actions/catalogue';
import { lazyActions } from './actions/lazy-actions';
import type { AgentActions } from './actions/agent-module';
import type { AccountActions } from './actions/account';
import type { CashierActions } from './actions/cashier-module';
import type { SecurityActions } from './actions/security-centre';
import type { SaferGamblingActions } from './actions/safer-gambling';
import type { PromotionActions } from './actions/promotions';
import type { RewardsNamespace } from './actions/rewards-module';
import type { PointsActions } from './actions/points';
import type { MessageActions } from './actions/messages';
import type { ContentActions } from './actions/content';
import type { MissionActions } from './actions/missions';
import type { FeedbackActions } from './actions/feedback';
import type { RecordActions } from './actions/records';
import type { VipActions } from './actions/vip';
import type { RebateActions } from './actions/rebate';
import type { GamesActions, LotteryActions } from './actions/games-module';
import type { gamesModule } from './actions/games-module';

/**
 * What {@link createCroupier} needs: the brand's merchant code; the rest has defaults for the
 * portal on its own origin.
 *
 * @example
 * const options: CroupierOptions = {
 *   merchant: 'CROUPIER',
 *   platformUrl: 'https://portal.example',
 *   languages: ['EN', 'ES'],
 *   sessionLayout: 'namespaced',
 * };
 * const croupier = createCroupier(options);
 */
export interface CroupierOptions {
  /** Merchant code of the brand (the Merchant header). */
  merchant: string;
  /** Where the platform answers; '' (default) for the page's own origin. */
  platformUrl?: string;
  /**
   * The image CDN the page was served with (the host site's HTML names the one it preloaded the
   * home page's hero from); used when the brand's status lists it, else one is drawn at random.
   */
  imageCdn?: string;
  /** Upper-case codes the brand offers; default ES and EN (SPEC §3). */
  languages?: readonly string[];
  /** Language when nothing else decides; default ES. */
  defaultLanguage?: string;
  cipher?: PayloadCipher;
  timeoutMs?: number;
  /** Overrides for tests and non-browser hosts. */
  environment?: Partial<Environment>;
  sessionStorage?: KeyValueStorage;
  /**
   * How the session sits in `sessionStorage`. `'spec'` (default), for the portal on its own origin:
   * SPEC §3's plain keys (`token`, `merchant`, `account`, …), and logout clears the storage but the
   * merchant. `'namespaced'`, for a page that is not ours (the script-tag widgets): one entry
   * `croupier:<merchant>:session`, and logout removes Croupier's keys only.
   */
  sessionLayout?: 'spec' | 'namespaced';
}

/**
 * Creates the portal runtime: a platform client, signals, the session, i18n and the actions the
 * widgets call. Call `start()` once before rendering.
 *
 * @example
 * const croupier = createCroupier({ merchant: 'CROUPIER' });
 * await croupier.start();
 * croupier.state.balance.subscribe((b) => console.log(b?.sumBalance));
 */
export function createCroupier(options: CroupierOptions) {
  const env: Environment = { ...browserEnvironment(), ...options.environment };
  const state: CroupierState = createState(options.platformUrl, options.imageCdn);
  const events: Emitter = createEmitter();
  const session = createSessionStore(
    options.sessionStorage ?? browserSessionStorage(),
    options.sessionLayout === 'namespaced' ? { entry: partnerSessionEntry(options.merchant) } : 'spec',
  );
  const languages = options.languages ?? DEFAULT_SUPPORTED_LANGUAGES;
  let sessionExpired: (error: PlatformError) => void = () => {};
  let changeRequired: () => void = () => {};
  const client: PlatformClient = createClient({
    baseUrl: options.platformUrl ?? '',
    merchant: options.merchant,
    getToken: () => state.session.value?.token,
    getLanguage: () => state.language.value,
    cipher: options.cipher,
    timeoutMs: options.timeoutMs,
    onSessionEnded: (error) => sessionExpired(error),
    onPasswordChangeRequired: () => changeRequired(),
    onDomainUnavailable: ({ message }) => events.emit('domain:unavailable', { message }),
  });
  const core: Core = { client, state, events, session, env, languages };
  const modals = modalActions(core);
  const wallet = walletActions(core);
  const auth = authActions(core, modals, wallet.refreshBalance);
  sessionExpired = auth.sessionExpired;
  changeRequired = auth.requirePasswordChange;
  const access = accessActions(core, modals);
  let started: Promise<void> | undefined;
  let games: Promise<ReturnType<typeof gamesModule>> | undefined;
  const loadGames = () =>
    (games ??= import('./actions/games-module').then(
      (m) =>
        m.gamesModule({
          core,
          modals,
          access,
          refreshBalance: wallet.refreshBalance,
          merchant: options.merchant,
        }),
      (error: unknown) => {
        games = undefined;
        throw error;
      },
    ));

  /**
   * A rewards namespace: all of them share one chunk (sdk/actions/rewards-module.ts). The browser
   * keeps a loaded module, and lazyActions forgets a failed load, so nothing more is cached here.
   */
  const rewards = (name: RewardsNamespace) =>
    lazyActions(async () =>
      (await import('./actions/rewards-module')).rewardsModule[name]({ core, auth, wallet }),
    );

  const saferGambling = lazyActions(async () =>
    (await import('./actions/safer-gambling')).saferGamblingActions(core, auth),
  ) as SaferGamblingActions;

  return {
    client,
    state,
    events,
    modals,
    wallet,
    auth,
    system: systemActions(core),
    access,
    language: languageActions(core),
    customerService: customerServiceActions(core),
    catalogue: catalogueActions(core, session.storage),
    /** Help articles and the notices; loaded with the first call (the home page's notice strip). */
    content: lazyActions(async () =>
      (await import('./actions/content')).contentActions(core),
    ) as ContentActions,
    /** Registration, SMS codes, forgotten and changed passwords; loaded with the first call. */
    account: lazyActions(async () =>
      (await import('./actions/account')).accountActions(core, modals, auth),
    ) as AccountActions,
    /** Deposits, withdrawals, transfers and the member's records; loaded with the first call. */
    cashier: lazyActions(async () =>
      (await import('./actions/cashier-module')).cashierModule(core, wallet.refreshBalance),
    ) as CashierActions,
    /** The agent centre: the team, its reports and the agent contracts; loaded with the first call. */
    agent: lazyActions(async () =>
      (await import('./actions/agent-module')).agentModule(core, wallet.refreshBalance),
    ) as AgentActions,
    /** My account: the security readout, payment password and payout accounts; loaded with the first call. */
    security: lazyActions(async () =>
      (await import('./actions/security-centre')).securityActions(core),
    ) as SecurityActions,
    /** Safer gambling: limits, reality checks, time-out and self-exclusion; loaded with the first call. */
    saferGambling,
    /**
     * The 1.x name of `saferGambling` (the same object).
     *
     * @deprecated Use `croupier.saferGambling`; this name goes in 2.0.0.
     */
    protection: saferGambling,
    /** Promotions: the list, sign-up, claims, raffle draws and comments; loaded with the first call. */
    promotions: rewards('promotions') as PromotionActions,
    /** The point mall: points, rewards, redeems and conversions; loaded with the first call. */
    points: rewards('points') as PointsActions,
    /** Platform messages and the unread count of the badges; loaded with the first call. */
    messages: rewards('messages') as MessageActions,
    /** Missions, their weekly leaderboard and the referral page; loaded with the first call. */
    missions: rewards('missions') as MissionActions,
    /** VIP: the ladder, the member's level and progress, the level-up bonuses; loaded with the first call. */
    vip: rewards('vip') as VipActions,
    /** The manual rebate: its quote, claim and history; loaded with the first call. */
    rebate: rewards('rebate') as RebateActions,
    /** The member's betting and account records and their personal profit; loaded with the cashier's chunk. */
    records: lazyActions(async () =>
      (await import('./actions/cashier-module')).recordActions(core),
    ) as RecordActions,
    /** Feedback to the operator and its replies (the help centre); loaded with the cashier's chunk. */
    feedback: lazyActions(async () =>
      (await import('./actions/cashier-module')).feedbackActions(core),
    ) as FeedbackActions,
    /** Game lists, favourites and launches (SPEC §2, §3); their code loads on the first call. */
    games: lazyActions(async () => (await loadGames()).games) as GamesActions,
    /** Lottery menus, results and statistics; loaded with the games. */
    lottery: lazyActions(async () => (await loadGames()).lottery) as LotteryActions,
    /** Upper-case codes the brand offers. */
    languages,
    /**
     * The portal's address (`platformUrl`; empty when the page is the portal itself): links a
     * player follows to the portal, such as an agent's invite link, start here.
     *
     * @example
     * const base = croupier.platformUrl || location.origin;
     */
    platformUrl: options.platformUrl ?? '',
    /**
     * The i18next instance of the current language, for the SDK's texts; throws before `start()`.
     *
     * @example
     * await croupier.start();
     * const label = croupier.i18n.t('games.hot'); // 'Hot' in English
     */
    get i18n(): I18n {
      if (!core.translations) throw new Error('croupier: call start() before using i18n');
      return core.translations.i18n;
    },
    /**
     * Loads a translation part (SPEC §1 texts of a widget) in the current language.
     *
     * @example
     * await croupier.requireTexts('games');
     * const label = croupier.i18n.t('games.hot'); // 'Hot' in English
     */
    requireTexts(part: TranslationPart): Promise<void> {
      if (!core.translations) throw new Error('croupier: call start() before loading texts');
      return core.translations.require(part);
    },
    /**
     * Whether a translation part is loaded, so a widget can render at once instead of waiting.
     *
     * @example
     * if (!croupier.hasTexts('money')) await croupier.requireTexts('money');
     */
    hasTexts: (part: TranslationPart) => core.translations?.has(part) ?? false,
    /**
     * Detects the language, loads its translation, restores the tab’s session and loads the
     * system status, in parallel. Safe to call more than once. `texts` names parts the first
     * screen needs, loaded alongside instead of after.
     *
     * @example
     * const croupier = createCroupier({ merchant: 'CROUPIER' });
     * await croupier.start({ texts: ['portal'] });
     * console.log(croupier.state.language.value, croupier.state.status.value?.maintenance);
     */
    start(first: { texts?: readonly TranslationPart[] } = {}): Promise<void> {
      started ??= (async () => {
        session.setMerchant(options.merchant);
        const language = detectLanguage({
          stored: env.localStorage().getItem(LANGUAGE_KEY),
          deviceLanguages: env.deviceLanguages(),
          supported: languages,
          fallback: options.defaultLanguage ?? DEFAULT_LANGUAGE,
        });
        state.language.value = language;
        env.setDocumentLanguage(toLocale(language));
        const [translations] = await Promise.all([
          createTranslations(language, first.texts),
          systemActions(core).loadStatus(),
          auth.restore(),
        ]);
        core.translations = translations;
      })();
      return started;
    },
  };
}

/**
 * The portal runtime {@link createCroupier} makes, as a type, for code that is handed one.
 *
 * @example
 * function greet(croupier: Croupier) {
 *   return croupier.state.member.value?.nickname ?? 'guest';
 * }
 */
export type Croupier = ReturnType<typeof createCroupier>;
