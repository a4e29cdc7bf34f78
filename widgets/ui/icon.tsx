/** A line icon; `currentColor` takes the text colour. `path` is one of `./icons`. */
export function Icon(props: { path: string; className?: string; title?: string }) {
  return (
    <svg
      className={`cr-icon${props.className ? ` ${props.className}` : ''}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props.title ? undefined : true}
      role={props.title ? 'img' : undefined}
      aria-label={props.title}
      focusable="false"
    >
      <path d={props.path} />
    </svg>
  );
}
