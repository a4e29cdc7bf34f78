import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useCroupier, useT } from '@widgets/ui/croupier-context';
import { useSignal } from '@widgets/ui/use-signal';
import { Icon } from '@widgets/ui/icon';
import * as icons from '@widgets/ui/icons';
import { cdnUrl } from '@sdk/rules/cdn';
import { bannerArt } from './hero-art';
import './banner-carousel.css';

/** Each slide: its generated artwork, its texts, and where its button leads. */
const SLIDES = [
  { id: 'hero', art: 0, title: 'home.heroTitle', text: 'home.heroText', cta: 'home.heroCta', to: 'register' },
  {
    id: 'slots',
    art: 1,
    title: 'home.slides.slots.title',
    text: 'home.slides.slots.text',
    cta: 'home.slides.slots.cta',
    to: '/rng',
  },
  {
    id: 'lottery',
    art: 2,
    title: 'home.slides.lottery.title',
    text: 'home.slides.lottery.text',
    cta: 'home.slides.lottery.cta',
    to: '/lottery',
  },
] as const;
const ROTATE_MS = 6000;

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The promotions carousel (WAI-ARIA carousel pattern): the rotation control comes first, slides
 * are labelled "n of 3", rotation stops while the pointer or focus is inside, for good with the
 * pause button, and never starts for visitors who prefer reduced motion.
 */
export function BannerCarousel() {
  const croupier = useCroupier();
  const t = useT();
  const [, navigate] = useLocation();
  const cdn = useSignal(croupier.state.imageCdn);
  const loggedIn = useSignal(croupier.state.isLoggedIn);
  const [index, setIndex] = useState(0);
  // Only a slide the carousel moves to fades in: the first one paints at once, as the page's hero.
  const [moved, setMoved] = useState(false);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [holding, setHolding] = useState(false);
  const rotating = !paused && !holding;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => {
      setMoved(true);
      setIndex((i) => (i + 1) % SLIDES.length);
    }, ROTATE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index]);

  const go = (next: number) => {
    setMoved(true);
    setIndex((next + SLIDES.length) % SLIDES.length);
  };
  const follow = (to: string) =>
    to === 'register' ? (loggedIn ? navigate('/rng') : croupier.modals.open('register')) : navigate(to);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.slides.label')}
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHolding(false)}
    >
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__btn"
          aria-label={paused ? t('home.slides.play') : t('home.slides.pause')}
          onClick={() => setPaused((p) => !p)}
        >
          <Icon path={paused ? icons.play : icons.pause} />
        </button>
        <button
          type="button"
          className="carousel__btn"
          aria-label={t('home.slides.previous')}
          onClick={() => go(index - 1)}
        >
          <Icon path={icons.chevronLeft} />
        </button>
        <button
          type="button"
          className="carousel__btn"
          aria-label={t('home.slides.next')}
          onClick={() => go(index + 1)}
        >
          <Icon path={icons.chevronRight} />
        </button>
      </div>
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            className={`carousel__slide hero${i === index ? ` is-current${moved ? ' is-arriving' : ''}` : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.slides.of', { n: i + 1, total: SLIDES.length })}
            hidden={i !== index}
          >
            <img
              className="hero__art"
              src={cdnUrl(cdn, bannerArt(slide.art))}
              alt=""
              width={1200}
              height={400}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <div className="hero__copy">
              <h2>{t(slide.title)}</h2>
              <p>{t(slide.text)}</p>
              {!(slide.to === 'register' && loggedIn) && (
                <button
                  type="button"
                  className="cr-btn cr-btn--primary hero__cta"
                  onClick={() => follow(slide.to)}
                >
                  {t(slide.cta)}
                  <Icon path={icons.chevronRight} />
                </button>
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="carousel__dots">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            className="carousel__dot"
            aria-label={t('home.slides.go', { n: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
