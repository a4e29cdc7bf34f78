import type { ReactNode } from 'react';
import { BrandMark } from '../layout/brand-mark';
import { LanguagePicker } from '@widgets/language-picker';
import './full-screen.css';

/** The frame of the full-screen states: brand, language, an illustration, a message and actions. */
export function FullScreen(props: {
  tone: 'maintenance' | 'restricted' | 'failed';
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className={`full-screen full-screen--${props.tone}`}>
      <header className="full-screen__top">
        <BrandMark />
        <LanguagePicker />
      </header>
      <main className="full-screen__card" aria-labelledby="full-screen-title">
        <div className="full-screen__art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        {props.subtitle && <p className="full-screen__eyebrow">{props.subtitle}</p>}
        <h1 id="full-screen-title">{props.title}</h1>
        {props.children}
      </main>
    </div>
  );
}
