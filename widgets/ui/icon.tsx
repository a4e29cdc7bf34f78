import { chevronLeft, chevronRight, logout, send } from './icons';

/** Icons that point along the line of text: mirrored in a right-to-left language (base.css). */
const ALONG_THE_LINE = new Set([chevronLeft, chevronRight, logout, send]);

/** A line icon; `currentColor` takes the text colour. `path` is one of `./icons`. */
export function Icon(props: { path: string; className?: string; title?: string }) {
  const along = ALONG_THE_LINE.has(props.path) ? ' cr-icon--along' : '';
  return (
    <svg
      className={`cr-icon${along}${props.className ? ` ${props.className}` : ''}`}
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
