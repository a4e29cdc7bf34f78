import { useEffect, useRef, useState } from 'react';
import { COUNTER_STEPS, COUNTER_STEP_MS, counterFrame } from '@sdk/rules/counters';

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * SPEC §2: a circular counter that fills 12° every 70 ms when scrolled into view and resets when
 * it leaves. The final value is what assistive technology reads.
 */
export function CircleCounter(props: { target: number; unit: string; label: string }) {
  const [step, setStep] = useState(0);
  const node = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = node.current;
    if (!element) return;
    const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearInterval(timer);
      if (!entry?.isIntersecting) {
        setStep(0);
        return;
      }
      if (reduced) {
        setStep(COUNTER_STEPS);
        return;
      }
      timer = setInterval(() => {
        setStep((s) => {
          if (s + 1 >= COUNTER_STEPS) clearInterval(timer);
          return Math.min(s + 1, COUNTER_STEPS);
        });
      }, COUNTER_STEP_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, []);

  const { degrees, value } = counterFrame(step, props.target);
  return (
    <div ref={node} className="counter">
      <svg viewBox="0 0 80 80" aria-hidden="true" className="counter__ring">
        <circle cx="40" cy="40" r={RADIUS} className="counter__track" />
        <circle
          cx="40"
          cy="40"
          r={RADIUS}
          className="counter__arc"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - degrees / 360)}
        />
      </svg>
      <span className="counter__value" aria-hidden="true" data-step={step}>
        {value}
        <small>{props.unit}</small>
      </span>
      <span className="cr-visually-hidden">
        {props.label}: {props.target}
        {props.unit}
      </span>
      <span className="counter__label" aria-hidden="true">
        {props.label}
      </span>
    </div>
  );
}
