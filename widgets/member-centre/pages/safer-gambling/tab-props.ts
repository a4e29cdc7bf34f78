/** What every tab of the Safer gambling page gets. */
export interface TabProps {
  /** The platform's clock now (the browser's, corrected by the offset the platform's answer gave). */
  readonly platformNow: () => number;
}
