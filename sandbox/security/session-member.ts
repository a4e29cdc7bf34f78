/** The account behind a valid token. */
export interface SessionMember {
  readonly accountId: number;
  readonly username: string;
  readonly type: number;
  readonly isGuest: boolean;
  /** Opened with a weak, expired or temporary password: the session may only change it. */
  readonly passwordChangeRequired: boolean;
}
