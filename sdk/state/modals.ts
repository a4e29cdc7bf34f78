/** Modals of SPEC §2 plus the dialogs the flows need. */
export type ModalName =
  | 'login'
  | 'register'
  | 'changePassword'
  | 'forgotPassword'
  | 'notice'
  | 'help'
  | 'gamePopup'
  | 'chatRoom'
  | 'confirmLogout'
  | 'trialWarning'
  | 'message'
  | 'personalCentre'
  | 'agentCentre';

/** An open modal and what it was opened with. */
export interface OpenModal {
  readonly name: ModalName;
  readonly props?: Readonly<Record<string, unknown>>;
}
