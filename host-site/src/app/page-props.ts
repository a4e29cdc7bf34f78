/** What every page receives. */
export interface PageProps {
  path: string;
  /** The page's translated title. */
  title: string;
}
