import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n-react';
import { useHydrated } from './useHydrated';

export const CAROUSEL_AUTOPLAY_MS = 5_000;

/**
 * A row of slides. Without JavaScript it is a swipeable, scroll-snapping row. With JavaScript it
 * also plays (every 5 s, wrapping from the last slide to the first), pauses on hover and focus,
 * and gets previous/next, dots and a pause button.
 */
export function Carousel({
  label,
  slides,
  autoplayMs = CAROUSEL_AUTOPLAY_MS,
}: {
  label: string;
  slides: ReactNode[];
  autoplayMs?: number;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el) return;
      const next = ((index % count) + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    },
    [count],
  );

  useEffect(() => {
    if (paused || hovered || count < 2) return;
    const timer = setInterval(() => goTo(current + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [paused, hovered, current, count, autoplayMs, goTo]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="carousel"
      data-current={current}
    >
      <div
        ref={track}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        aria-live={paused ? 'polite' : 'off'}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            className="w-full shrink-0 snap-center"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { current: i + 1, total: count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        // The controls' row is there from the first paint (empty until JavaScript runs), so the page
        // below does not move when they appear.
        <div className="mt-3 flex min-h-10 items-center justify-center gap-1">
          {hydrated ? (
            <>
              <button
                type="button"
                className="btn-ghost px-2"
                onClick={() => goTo(current - 1)}
                aria-label={t('actions.previous')}
              >
                ‹
              </button>
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t('carousel.goTo', { number: i + 1 })}
                  aria-current={i === current ? 'true' : undefined}
                  className="group flex size-6 items-center justify-center rounded-full"
                  data-testid="carousel-dot"
                >
                  <span
                    aria-hidden="true"
                    className={`size-2.5 rounded-full ${i === current ? 'bg-primary-600' : 'bg-gray-400 group-hover:bg-gray-500'}`}
                  />
                </button>
              ))}
              <button
                type="button"
                className="btn-ghost px-2"
                onClick={() => goTo(current + 1)}
                aria-label={t('actions.next')}
              >
                ›
              </button>
              <button type="button" className="btn-ghost px-2 text-xs" onClick={() => setPaused((p) => !p)}>
                {paused ? t('carousel.play') : t('carousel.pause')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
