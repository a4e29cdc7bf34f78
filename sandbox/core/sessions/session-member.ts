/** The account behind a valid token. */
export interface SessionMember {
  readonly accountId: number;
  readonly username: string;
  readonly type: number;
  readonly isGuest: boolean;
  /** Opened with a weak, expired or temporary password: the session may only change it. */
  readonly passwordChangeRequired: boolean;
  /** The partner whose player this is (signed on with a partner's ticket), or null. */
  readonly partnerId: string | null;
}
