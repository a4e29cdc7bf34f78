import { loginFreeplay, loginWithTicket, logout, firstLogin, loginInfo } from '../contract/endpoints/session';
import { memberInfo } from '../contract/endpoints/member';
import type { LoginResult } from '../contract/entities';
import type { PlatformError } from '../client/platform-error';
import { afterLogin, type LoginKind } from '../rules/login-flow';
import { FLAGS } from '../rules/whitelabel';
import type { Core } from './core';
import type { ModalActions } from './modals';
import { loginActions, type LoginDone } from './auth-login';

export type { LoginDone, NumberProof, PasswordLoginForm } from './auth-login';

/**
 * Session lifecycle (SPEC §4): log in, start and restore a session, log out, and end it when the
 * platform says it is over.
 */
export function authActions(core: Core, modals: ModalActions, refreshBalance: () => Promise<void>) {
  const { client, state, events, session } = core;

  async function loadMember() {
    state.member.value = await client.call(memberInfo, {});
  }

  /** Stores a fresh session and runs the after-login steps of SPEC §4. */
  async function startSession(
    result: LoginResult,
    how: { loginType: LoginKind; typedPassword: string },
  ): Promise<LoginDone> {
    session.write({
      token: result.token,
      account: result.userName,
      customerId: result.customerId,
      accountType: result.accountType,
    });
    state.session.value = session.read();
    const outcome = afterLogin({
      loginType: how.loginType,
      platformRequiresChange: result.changePasswordRequired,
      firstTimeLogin: result.firstTimeLogin,
      passwordExpired: result.passwordExpired,
      forceChangeWhenExpired: state.flag(FLAGS.passwordExpiryForceChange),
    });
    // The password just typed stays in memory for this modal only, so the player is not asked
    // for it again; it is never written to storage. The modal opens before any other call: the
    // platform refuses those while a change is due, and that refusal would open it without the
    // password.
    const requireChange = () => requirePasswordChange(how.typedPassword || undefined);
    if (outcome.changePassword) requireChange();
    if (outcome.firstLoginAction) await client.call(firstLogin, {}).catch(() => undefined);
    if (!outcome.changePassword) {
      const info = await client.call(loginInfo, {}).catch(() => undefined);
      // The platform can also demand a change (a temporary password sent by email).
      if (info?.changePasswordRequired && how.loginType === 'username') requireChange();
      else session.setFlag('afterLoginModal', true);
    }
    modals.close('login');
    events.emit('session:started', { account: result.userName, accountType: result.accountType });
    await Promise.all([loadMember().catch(() => undefined), refreshBalance().catch(() => undefined)]);
    return { changePassword: outcome.changePassword };
  }

  /**
   * The session may only change its password (SPEC §4's forced change, held by the platform):
   * remember it for a reload and show the change-password modal.
   */
  function requirePasswordChange(knownPassword?: string) {
    session.setFlag('changePasswordRequired', true);
    if (modals.isOpen('changePassword')) return;
    modals.open('changePassword', { required: true, knownPassword });
  }

  /** SPEC §2: after a successful login the product navigates to /. */
  async function afterLoginGoHome(started: Promise<LoginDone>): Promise<LoginDone> {
    const done = await started;
    events.emit('navigate', { path: '/' });
    return done;
  }

  /** Clears the session (keeping the merchant) and every piece of state that belonged to it. */
  function clearSession() {
    session.clear();
    state.session.value = undefined;
    state.member.value = undefined;
    state.balance.value = undefined;
    state.balanceHidden.value = false;
    modals.closeAll();
  }

  return {
    /**
     * Stores a fresh login's session and runs the after-login steps (SPEC §4); used by every login flow.
     *
     * @example
     * const result = await croupier.client.call(contract.login, {
     *   username: 'player1', password: 'Secret2026', type: 'username',
     * });
     * await croupier.auth.startSession(result, { loginType: 'username', typedPassword: 'Secret2026' });
     */
    startSession,
    /**
     * Loads the member's profile into `state.member`.
     *
     * @example
     * await croupier.auth.loadMember();
     * console.log(croupier.state.member.value?.nickname);
     */
    loadMember,
    /**
     * Opens the required change-password modal and remembers it for a reload: the platform allows nothing
     * else until the password changes.
     *
     * @example
     * croupier.auth.requirePasswordChange(); // the change-password modal opens, and opens again after a reload
     */
    requirePasswordChange: () => requirePasswordChange(),
    /**
     * Loads the member and the balance again (after a forced password change, for instance).
     *
     * @example
     * await croupier.auth.reloadAccount(); // state.member and state.balance are fresh
     */
    reloadAccount: () =>
      Promise.all([loadMember().catch(() => undefined), refreshBalance().catch(() => undefined)]).then(
        () => undefined,
      ),

    ...loginActions(core, (result, how) => afterLoginGoHome(startSession(result, how))),

    /**
     * SPEC §4 free play: log in as a guest trial account, load its info, forget any pending
     * password change, and go to /.
     *
     * @example
     * await croupier.auth.freePlay(); // a trial account's session, then `navigate` to /
     */
    async freePlay(): Promise<void> {
      const result = await client.call(loginFreeplay, {});
      session.setFlag('changePasswordRequired', false);
      await startSession(result, { loginType: 'username', typedPassword: '' });
      events.emit('navigate', { path: '/' });
    },

    /**
     * Sign-on from a partner's session: exchanges the one-time ticket the partner's server got
     * (`partnerSignOnTicket`) for a session, stored like a login's, and announces
     * `session:started`. No password was typed, so no change-password modal; the page stays where
     * it is. A refused ticket throws the platform's error (`ticket_invalid`, `ticket_used`,
     * `ticket_expired`, `ticket_partner_mismatch`) and leaves any current session as it was.
     *
     * @example
     * const { ticket } = await (await fetch('/my-server/croupier-ticket', { method: 'POST' })).json();
     * await croupier.auth.loginWithTicket(ticket, { partner: 'demo' });
     */
    async loginWithTicket(ticket: string, options: { partner?: string } = {}): Promise<LoginDone> {
      const result = await client.call(loginWithTicket, {
        ticket: ticket.trim(),
        ...(options.partner ? { partner: options.partner } : {}),
      });
      session.setFlag('changePasswordRequired', false);
      return startSession(result, { loginType: 'ticket', typedPassword: '' });
    },

    /**
     * Picks up the session of this tab after a reload.
     *
     * @example
     * await croupier.auth.restore(); // start() already calls it
     * console.log(croupier.state.isLoggedIn.value);
     */
    async restore() {
      const stored = session.read();
      if (!stored) return;
      state.session.value = stored;
      // A password change that was due before the reload is still due.
      if (session.flag('changePasswordRequired')) modals.open('changePassword', { required: true });
      await Promise.all([loadMember().catch(() => undefined), refreshBalance().catch(() => undefined)]);
    },

    /**
     * SPEC §4 logout: revoke the token, clear the session (keeping merchant), return to /.
     *
     * @example
     * await croupier.auth.logout();
     */
    async logout() {
      if (state.session.value) await client.call(logout, {}).catch(() => undefined);
      clearSession();
      events.emit('session:ended', { reason: 'logout' });
      events.emit('navigate', { path: '/' });
    },

    /**
     * The platform ended the session: clear it and open the login popup, which says why (its
     * `expired` prop: the error code, e.g. `session_limit_reached`).
     *
     * @example
     * const error = new PlatformError('CUSTOMER_NOT_LOGIN', 'You are not logged in, please login', 401);
     * croupier.auth.sessionExpired(error); // emits session:expired and opens the login popup
     */
    sessionExpired(error: PlatformError) {
      if (!state.session.value) return;
      clearSession();
      events.emit('session:expired', { code: error.code });
      modals.open('login', { expired: error.code });
    },
  };
}
