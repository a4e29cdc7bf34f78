import { computed, signal } from '@preact/signals-core';
import type { Balance, MemberInfo, SystemStatus, VendorLane } from '../contract/entities';
import type { PlatformError } from '../client/platform-error';
import type { StoredSession } from '../session/session-store';
import { flagsFromTree, isFlagOn } from '../rules/whitelabel';
import { rootScreen } from '../rules/system-status';
import { DEFAULT_AGENT_TYPES, isAgentAccount, isTrialAccount } from '../rules/account-types';
import { DEFAULT_CURRENCY_SYMBOL } from '../rules/balance';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { cdnOnPlatform, chooseCdn } from '../rules/cdn';
import type { OpenModal } from './modals';

/**
 * A launched game: its URL (from the platform) and what to call it.
 *
 * @example
 * const game = croupier.state.activeGame.value;
 * if (game) document.title = game.title;
 */
export interface ActiveGame {
  readonly url: string;
  readonly title: string;
  readonly vassalage: string;
  /** The portal page it was opened from, where "back" returns. */
  readonly from: string;
}

/**
 * Where a page that is a Croupier frame (`/embed/frame/<widget>`) sits on its parent: its window
 * is as tall as its content (the parent fits it), so only the parent can say what the player
 * sees. `viewport` is the part of the frame on the parent's screen, in the frame's CSS pixels, as
 * the parent last told it (the protocol's `viewport` message); undefined while it has not.
 *
 * @example
 * const frame = croupier.state.frame.value;
 * const pagesByScroll = frame === undefined || frame.viewport !== undefined;
 */
export interface FrameView {
  readonly viewport?: { readonly top: number; readonly height: number; readonly innerHeight?: number };
}

/**
 * The portal's state as signals: widgets read them and re-render, SDK actions write them.
 * One instance per page (the script-tag widgets of a page share it).
 */
/**
 * `platformUrl`: where relative CDN paths live (empty: the page's own origin). `imageCdn`: the
 * image CDN the page was served with, kept when the status lists it (rules.chooseCdn).
 */
export function createState(platformUrl = '', imageCdnChosen?: string) {
  const status = signal<SystemStatus | undefined>(undefined);
  const statusError = signal<PlatformError | undefined>(undefined);
  const session = signal<StoredSession | undefined>(undefined);
  const member = signal<MemberInfo | undefined>(undefined);
  const balance = signal<Balance | undefined>(undefined);
  const balanceHidden = signal(false);
  const balanceLoading = signal(false);
  const language = signal(DEFAULT_LANGUAGE);
  const modals = signal<readonly OpenModal[]>([]);
  const vendorLanes = signal<readonly VendorLane[] | undefined>(undefined);
  const activeGame = signal<ActiveGame | undefined>(undefined);
  const favorites = signal<ReadonlySet<number>>(new Set());
  const frame = signal<FrameView | undefined>(undefined);

  const flags = computed(() => (status.value ? flagsFromTree(status.value.info.whitelabel) : {}));
  const brand = computed(() => status.value?.info.settings);
  const accountType = computed(() => session.value?.accountType ?? member.value?.type);
  // One CDN per page load, so images cache well: the draw is made once, so a status loaded again
  // (it is set again during start-up) picks the same CDN from the same list instead of moving every image
  // to another host, where each loads again (and the hero stops counting as the largest paint).
  const draw = Math.random();
  const imageCdn = computed(() =>
    cdnOnPlatform(
      chooseCdn(status.value?.info.imageCDNs ?? [], imageCdnChosen, () => draw),
      platformUrl,
    ),
  );

  return {
    /** The last `/wps/system/status` answer. */
    status,
    /** Why the status could not be loaded (network, timeout). */
    statusError,
    session,
    member,
    balance,
    balanceHidden,
    balanceLoading,
    /** Upper-case platform code of the interface language. */
    language,
    /** Open modals, last on top. */
    modals,
    /** Vendors by category lane, e-sports split out (undefined until loaded). */
    vendorLanes,
    /** The game the player launched (one at a time), shown by /game. */
    activeGame,
    /** Node ids of the member's favourite games. */
    favorites,
    /** Set inside a Croupier frame only (see {@link FrameView}); undefined on a page of its own. */
    frame,
    flags,
    brand,
    accountType,
    imageCdn,
    /** 'loading' until the status arrives, then the root screen of SPEC §4. */
    screen: computed(() =>
      status.value ? rootScreen(status.value) : statusError.value ? 'failed' : 'loading',
    ),
    isLoggedIn: computed(() => !!session.value),
    isTrial: computed(() => isTrialAccount(accountType.value)),
    isAgent: computed(() =>
      isAgentAccount(accountType.value, brand.value?.agentTypes ?? DEFAULT_AGENT_TYPES),
    ),
    currencySymbol: computed(
      () => balance.value?.currencySymbol || brand.value?.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
    ),
    /** Whether the brand turned a white-label flag on. */
    flag: (id: string) => isFlagOn(flags.value, id),
  };
}

/**
 * The runtime's state as signals (`croupier.state`): read `.value`, or `subscribe` to follow it.
 *
 * @example
 * const stop = croupier.state.isLoggedIn.subscribe((on) => console.log(on ? 'in' : 'out'));
 */
export type CroupierState = ReturnType<typeof createState>;
