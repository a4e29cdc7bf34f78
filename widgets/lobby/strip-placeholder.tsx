/**
 * A sideways row's shape while its cards load (strip-row.css), so the lobby under it does not
 * jump when they arrive: a title's bar and four cards of the row's own class, hidden from
 * assistive technology.
 */
export function StripPlaceholder(props: { className: string; cardClassName: string }) {
  return (
    <div className={`cr-strip cr-strip--loading ${props.className}`} aria-hidden="true">
      <span className="cr-strip__title" />
      <ul className="cr-strip__list">
        {[0, 1, 2, 3].map((n) => (
          <li key={n} className={props.cardClassName} />
        ))}
      </ul>
    </div>
  );
}
