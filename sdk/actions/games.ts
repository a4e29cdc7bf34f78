import { effect } from '@preact/signals-core';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  gameList,
  hotGames,
  launchGame,
  pvpRooms,
  rankList,
  recentGames,
  removeFavoriteGame,
} from '../contract/endpoints/games';
import { lotteryLaunch } from '../contract/endpoints/lottery';
import type { Game, GameListQuery, PvpRoom } from '../contract/entities/game';
import { isPlatformError } from '../client/platform-error';
import { errorText } from '../i18n/error-text';
import { GAME_LIST_DEFAULTS, WINNERS } from '../rules/lobby';
import { launchDecision, navClickDecision, type LaunchTarget } from '../rules/launch';
import type { GameCategory } from '../contract/entities/game';
import type { ActiveGame } from '../state/create-state';
import type { Core } from './core';
import type { ModalActions } from './modals';
import type { accessActions } from './access';

/** Games: lists, favourites, and launches that follow SPEC §2's rules. */
export function gameActions(
  core: Core,
  modals: ModalActions,
  access: ReturnType<typeof accessActions>,
  refreshBalance: () => Promise<void>,
  merchant: string,
) {
  const { client, state, events, env } = core;
  const language = () => state.language.value;
  const navigate = (path: string) => events.emit('navigate', { path });

  /** One game at a time: a new launch replaces the last; a reload of /game shows it again. */
  function setActiveGame(game: ActiveGame | undefined) {
    state.activeGame.value = game;
    core.session.setActiveGame(game ? JSON.stringify(game) : undefined);
    if (game) {
      modals.close('gamePopup');
      modals.close('gameMaintenance');
    }
  }
  state.activeGame.value ??= restoreActiveGame(core.session.activeGame());
  // A game launched by a member closes with the member's session.
  events.on('session:ended', () => void (state.activeGame.value = undefined));
  events.on('session:expired', () => setActiveGame(undefined));

  /** A launch the platform refused: the maintenance window, the deposit prompt, or the message. */
  function launchFailed(error: unknown, vassalage: string) {
    if (isPlatformError(error) && error.code === 'vendor_under_maintenance') {
      const window = (
        error.value as { content?: { data?: { maintainTime?: number; endTime?: number } } } | undefined
      )?.content?.data;
      modals.open('gameMaintenance', { vassalage, start: window?.maintainTime, end: window?.endTime });
    } else if (isPlatformError(error) && error.code === 'launch_game_balance_not_enough') {
      modals.open('depositPrompt');
    } else if (
      isPlatformError(error) &&
      (error.code === 'CUSTOMER_NOT_LOGIN' || error.code === 'in_need_true_account')
    ) {
      access.require('protected', 'game');
    } else if (core.translations) {
      modals.open('message', { text: errorText(core.translations.i18n.t, error) });
    }
  }

  /** SPEC §3 game launch payload; /game then shows the URL. */
  async function launch(
    which: { nodeId?: number; gameId?: string; roomId?: string },
    vassalage: string,
    title: string,
  ) {
    const session = state.session.value;
    try {
      const { content } = await client.call(launchGame, {
        ...which,
        accountType: 1,
        confirmTrans: 0,
        vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        merchantCode: merchant,
        language: language(),
        ...(session ? { username: session.account, token: session.token } : {}),
      });
      setActiveGame({ url: content.game_url, title, vassalage, from: currentPath() });
      navigate('/game');
    } catch (error) {
      launchFailed(error, vassalage);
    }
  }

  const actions = {
    /** Resolves once this code is loaded, with a reloaded /game's game back in state. */
    ready: async () => undefined,

    /** A page of the game list, with SPEC §9's defaults. */
    list: (query: Partial<GameListQuery>, signal?: AbortSignal) =>
      client.call(gameList, { ...GAME_LIST_DEFAULTS, merchant, language: language(), ...query }, { signal }),
    hot: async (vassalage?: string) =>
      (
        await client.call(hotGames, {
          merchantCode: merchant,
          isPlatform: 2,
          platform: 'flash,html5-desktop',
          language: language(),
          ...(vassalage ? { vassalage } : {}),
        })
      ).list,
    recent: async () =>
      state.isLoggedIn.value ? (await client.call(recentGames, { language: language() })).list : [],
    favoritesPage: (pageNo: number, pageSize = GAME_LIST_DEFAULTS.pageSize) =>
      client.call(favoriteGamesList, { pageNo, pageSize, language: language() }),
    rooms: async (vassalage?: string) => (await client.call(pvpRooms, vassalage ? { vassalage } : {})).list,
    winners: async () =>
      (await client.call(rankList, { gameCategory: 'ALL', language: language(), limitNum: WINNERS.limit }))
        .list,

    /** The member's favourite ids (empty for guests). */
    async loadFavorites() {
      state.favorites.value = state.isLoggedIn.value
        ? new Set((await client.call(favoriteGames, {})).list)
        : new Set();
    },

    /** Adds or removes a favourite; guests get the login popup instead (SPEC §4). */
    async toggleFavorite(game: Pick<Game, 'nodeId'>) {
      if (!access.require('protected', 'favourite')) return;
      const had = state.favorites.value.has(game.nodeId);
      const next = new Set(state.favorites.value);
      if (had) next.delete(game.nodeId);
      else next.add(game.nodeId);
      state.favorites.value = next;
      try {
        await client.call(had ? removeFavoriteGame : addFavoriteGame, { nodeId: game.nodeId });
      } catch (error) {
        // Put the star back as it was: the platform did not record the change.
        const undo = new Set(state.favorites.value);
        if (had) undo.add(game.nodeId);
        else undo.delete(game.nodeId);
        state.favorites.value = undo;
        throw error;
      }
    },

    /** A click on a vendor card or a game: SPEC §2's launch decision, then its effect. */
    async open(target: LaunchTarget & { game?: Game }) {
      const decision = launchDecision(target, {
        hasToken: state.isLoggedIn.value,
        accountType: state.accountType.value,
      });
      switch (decision.kind) {
        case 'navigate':
          return navigate(decision.path);
        case 'game-list':
          return modals.open('gamePopup', { vassalage: decision.vassalage });
        case 'login':
        case 'trial':
          return void access.require('protected', 'game');
        case 'launch-lottery':
          return target.game
            ? actions.launchLottery(target.game.gameId, target.game.gameName, target.vassalage)
            : undefined;
        case 'launch-game':
          return target.game
            ? actions.launchGame(target.game)
            : actions.startVendor(target.vassalage, target.category);
      }
    },

    /** SPEC §2 navigation click: a category's page, or its only vendor started directly. */
    navClick(category: GameCategory, vendors: readonly { vassalage: string }[]) {
      const decision = navClickDecision(category, vendors);
      if (decision.kind === 'start') return actions.startVendor(decision.vassalage, category);
      navigate(decision.path);
    },

    /** Starts a vendor's main game (its first in the catalogue). */
    async startVendor(vassalage: string, category: GameCategory) {
      try {
        const [game] = (await actions.list({ vassalage, pageSize: 1 })).games;
        if (game) await actions.open({ vassalage, category, game });
      } catch (error) {
        launchFailed(error, vassalage);
      }
    },

    /** SPEC §3 game launch payload; /game then shows the URL. */
    launchGame: (game: Game) =>
      launch({ nodeId: game.nodeId, gameId: game.gameId }, game.vassalage, game.gameName),

    /** Takes a seat in a PvP room (a real account only: rooms play for money). */
    async joinRoom(room: PvpRoom) {
      if (!access.require('protected', 'game')) return;
      await launch({ roomId: room.roomId }, room.vassalage, room.roomName);
    },

    confirmTrans: 0,

    /** SPEC §3 lottery launch (VN area, LOTT mode), at the betting or lobby view. */
    async launchLottery(
      code: string,
      title: string,
      vassalage: string,
      view: 'betting' | 'lobby' = 'betting',
    ) {
      if (!access.require('protected', 'lottery')) return;
      try {
        const { gameUrl } = await client.call(lotteryLaunch, {
          lottoArea: 'VN',
          launchMode: 'LOTT',
          lottoGameCode: code,
          lottoView: view,
          device: 'web',
          backUrl: globalThis.location?.href ?? env.host(),
          language: language(),
        });
        setActiveGame({ url: gameUrl, title, vassalage, from: currentPath() });
        navigate('/game');
      } catch (error) {
        launchFailed(error, vassalage);
      }
    },

    /** Leaves the game: the balance is refreshed, since the game moved money. */
    async closeGame() {
      setActiveGame(undefined);
      if (state.isLoggedIn.value) await refreshBalance().catch(() => undefined);
    },
  };
  // The hearts on every card follow the member: loaded at login (or a restored session), gone at logout.
  let favoritesOf: string | undefined;
  effect(() => {
    const token = state.session.value?.token;
    if (token === favoritesOf) return;
    favoritesOf = token;
    if (!token) state.favorites.value = new Set();
    else void actions.loadFavorites().catch(() => undefined);
  });
  return actions;
}

function restoreActiveGame(json: string | undefined): ActiveGame | undefined {
  if (!json) return undefined;
  try {
    const game = JSON.parse(json) as Partial<ActiveGame>;
    return typeof game.url === 'string' &&
      typeof game.title === 'string' &&
      typeof game.vassalage === 'string'
      ? {
          url: game.url,
          title: game.title,
          vassalage: game.vassalage,
          from:
            typeof game.from === 'string' && game.from.startsWith('/') && !game.from.startsWith('//')
              ? game.from
              : '/',
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The page a game is launched from (never /game itself). */
function currentPath(): string {
  const here = globalThis.location ? `${location.pathname}${location.search}` : '/';
  return here.startsWith('/game') ? '/' : here;
}
