import type { MemberCentrePage } from '@sdk/rules/centres';

/** What a page of the personal centre gets: a way to open another page (deposit → records, say). */
export interface MemberPageProps {
  readonly openPage: (page: MemberCentrePage) => void;
}
