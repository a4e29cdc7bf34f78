/**
 * Modals of SPEC §2 plus the dialogs the flows need.
 *
 * @example
 * const name: ModalName = 'register';
 * croupier.modals.open(name);
 */
export type ModalName =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  /** The page of an emailed reset link: choose a new password. */
  | 'resetPassword'
  | 'notice'
  | 'help'
  | 'gamePopup'
  | 'chatRoom'
  | 'confirmLogout'
  | 'trialWarning'
  | 'message'
  | 'personalCentre'
  | 'agentCentre'
  /** A launch the balance cannot cover: offers the deposit page. */
  | 'depositPrompt'
  /** A vendor under maintenance: its window and other games to try. */
  | 'gameMaintenance';

/**
 * An open modal and what it was opened with.
 *
 * @example
 * const top: OpenModal | undefined = croupier.state.modals.value.at(-1);
 */
export interface OpenModal {
  readonly name: ModalName;
  readonly props?: Readonly<Record<string, unknown>>;
}
