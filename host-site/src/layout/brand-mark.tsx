import { useBrand } from '../app/brand-context';
import './brand-mark.css';

/** The brand's logo: a chip emblem and the name in the brand gradient. */
export function BrandMark(props: { compact?: boolean }) {
  const brand = useBrand();
  return (
    <span className={`brand-mark${props.compact ? ' brand-mark--compact' : ''}`}>
      <svg className="brand-mark__chip" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="var(--cr-brand)" />
        <circle
          cx="32"
          cy="32"
          r="21"
          fill="none"
          stroke="var(--cr-on-brand)"
          strokeWidth="4"
          strokeDasharray="8 6"
        />
        <path d="M32 19l4 9 9 1-7 6 2 10-8-5-8 5 2-10-7-6 9-1z" fill="var(--cr-on-brand)" />
      </svg>
      <span className="brand-mark__name">{brand.name}</span>
    </span>
  );
}
