/** What a page-sized widget (VIP, points mall, promotions) is told of its heading. */
export interface PageHeadingProps {
  /** The host's translated page title: the page's own heading, an h1. Embedded, none is given. */
  title?: string;
}

/**
 * A page-sized widget's heading: on the host it is the page's h1 with the route's title; on a
 * partner's page the partner owns the h1, so the widget names itself with an h2. Focusable from
 * script (not by Tab), so a view that opens in place can take the focus.
 */
export function PageHeading({ id, title, fallback }: PageHeadingProps & { id: string; fallback: string }) {
  if (!title && !fallback) return null;
  return title ? (
    <h1 id={id} className="page__title" tabIndex={-1}>
      {title}
    </h1>
  ) : (
    <h2 id={id} className="page__title" tabIndex={-1}>
      {fallback}
    </h2>
  );
}
