import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once their place comes within `ahead` of the viewport (an IntersectionObserver
 * root margin; a screen's height unless told, so a scroll finds them built), at once where the
 * browser has no IntersectionObserver. `placeholder` classes the empty place meanwhile: about the
 * height of what will be there, so the page does not jump.
 *
 * On a phone the home page's winners, lotteries and vendors lie two to five screens down: built
 * with the page, with their calls, the winners' sixty rows, the jackpot's first number format
 * (some 20 ms of ICU set-up) and their re-renders as answers came in, they were a third of the
 * main thread's work while the page a player sees loaded.
 */
export function WhenNear(props: { children: ReactNode; placeholder: string; ahead?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  const ahead = props.ahead ?? '100% 0px';
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);
  return near ? props.children : <div ref={place} className={props.placeholder} aria-hidden="true" />;
}
