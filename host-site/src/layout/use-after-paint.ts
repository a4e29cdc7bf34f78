import { useEffect, useState } from 'react';

let painted = false;

/**
 * False while the portal's first view renders, true from the task after the browser has painted
 * it (and at once on every later render). What a visitor cannot see at first (the footer, a
 * closed menu's list) waits for it: rendered with the rest, it made the first render one long
 * task, the page's main thread blocked while a phone showed nothing but the splash.
 */
export function useAfterFirstPaint(): boolean {
  const [due, setDue] = useState(painted);
  useEffect(() => {
    if (due) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The callback runs before the paint; the timer's task comes after it.
      timer = setTimeout(() => {
        painted = true;
        setDue(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [due]);
  return due;
}
