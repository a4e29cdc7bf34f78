import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts: a screen's height, so a scroll finds it built. */
const AHEAD = '100% 0px';

/**
 * Renders `children` once their place comes within a screen of the viewport (at once where the
 * browser has no IntersectionObserver). On a phone the home page's winners, lotteries and vendors
 * lie two to five screens down: built with the page, with their calls, the winners' sixty rows,
 * the jackpot's first number format (some 20 ms of ICU set-up) and their re-renders as answers
 * came in, they were a third of the main thread's work while the page a player sees loaded.
 */
export function WhenNear(props: { children: ReactNode; placeholder: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    props.children
  ) : (
    <div ref={place} className={`home-later ${props.placeholder}`} aria-hidden="true" />
  );
}
