/** The account behind a valid token. */
export interface SessionMember {
  readonly accountId: number;
  readonly username: string;
  readonly type: number;
  readonly isGuest: boolean;
}
