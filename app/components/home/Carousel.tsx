import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider";
import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

interface CarouselProps {
  label: string;
  children: ReactNode;
  /** Slides per view by max width (the spec's breakpoints), widest first. */
  perView: { maxWidth: number; slides: number }[];
  defaultSlides: number;
  dots?: boolean;
  autoplayMs?: number;
}

type KeenSlider = new (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

/**
 * Without JavaScript: a CSS scroll-snap row of the same cards. With it: keen-slider mounts on
 * top (loop, autoplay paused on hover or focus and stopped by its Pause button (WCAG 2.2.2),
 * optional dots). keen-slider is loaded after the
 * page has hydrated, so it is not part of the home page's first script (issue 12); the row it
 * takes over already scrolls and is laid out as keen-slider will lay it out.
 */
export function Carousel({ label, children, perView, defaultSlides, dots = false, autoplayMs = 5000 }: CarouselProps) {
  const t = useT("home");
  const [Keen, setKeen] = useState<KeenSlider | null>(null);
  const enhanced = Keen !== null;
  const [current, setCurrent] = useState(0);
  const count = Children.count(children);
  const paused = useRef(false);
  /** The visitor pressed Pause: the slides stay until Play. */
  const [stopped, setStopped] = useState(false);
  const stoppedRef = useRef(false);
  stoppedRef.current = stopped;
  /** Whether the slides move by themselves here (not with reduced motion). */
  const [rotates, setRotates] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  useEffect(() => {
    let live = true;
    void import("keen-slider").then((m) => live && setKeen(() => m.default as unknown as KeenSlider));
    return () => {
      live = false;
    };
  }, []);
  // By value: callers may pass a fresh array on every render, and the slider must not restart for that.
  const layout = JSON.stringify(perView);
  useEffect(() => {
    if (!Keen || !track.current) return;
    const breakpoints = Object.fromEntries((JSON.parse(layout) as CarouselProps["perView"]).map((p) => [`(max-width: ${p.maxWidth}px)`, { slides: { perView: p.slides, spacing: 16 } }]));
    const instance = new Keen(track.current, { loop: count > 1, slides: { perView: defaultSlides, spacing: 16 }, breakpoints, slideChanged: (s) => setCurrent(s.track.details.rel) });
    slider.current = instance;
    return () => {
      instance.destroy();
      slider.current = null;
    };
  }, [Keen, count, defaultSlides, layout]);
  useEffect(() => {
    if (!enhanced || count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setRotates(true);
    const timer = setInterval(() => !paused.current && !stoppedRef.current && slider.current?.next(), autoplayMs);
    return () => clearInterval(timer);
  }, [enhanced, count, autoplayMs]);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      {/* The plain scroll row must be reachable by keyboard to scroll it (its cards may hold no links). */}
      <Track ref={track} className={enhanced ? "keen-slider" : undefined} tabIndex={enhanced ? undefined : 0} $enhanced={enhanced} $slides={defaultSlides} $perView={perView}>
        {Children.map(children, (child, i) => (
          <Slide className={enhanced ? "keen-slider__slide" : undefined} role="group" aria-roledescription="slide" aria-label={t("slideOf", { index: i + 1, count })}>
            {child}
          </Slide>
        ))}
      </Track>
      {/* The dots and Pause work only with JavaScript; their row is there from the start, so nothing below moves when they appear. */}
      {count > 1 ? (
        <Controls>
          {dots ? (
            <Dots aria-hidden={enhanced ? undefined : true}>
              {enhanced
                ? Array.from({ length: count }, (_, i) => (
                    <button key={i} type="button" aria-label={t("goToSlide", { index: i + 1 })} aria-current={i === current} onClick={() => slider.current?.moveToIdx(i)} />
                  ))
                : null}
            </Dots>
          ) : null}
          {rotates ? (
            <PauseButton type="button" aria-label={stopped ? t("playSlides") : t("pauseSlides")} title={stopped ? t("playSlides") : t("pauseSlides")} onClick={() => setStopped((s) => !s)}>
              <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" fill="currentColor">
                {stopped ? <path d="M2 1l9 5-9 5z" /> : <path d="M2 1h3v10H2zM7 1h3v10H7z" />}
              </svg>
            </PauseButton>
          ) : null}
        </Controls>
      ) : null}
    </div>
  );
}

/** Slides per view as a CSS variable, by the same media queries keen-slider uses (widest first; the narrowest that matches wins). */
const perViewCss = (defaultSlides: number, perView: { maxWidth: number; slides: number }[]) =>
  `--per-view: ${defaultSlides};` + perView.map((p) => `@media (max-width: ${p.maxWidth}px) { --per-view: ${p.slides}; }`).join("");

/**
 * The server's scroll row is laid out exactly as keen-slider lays the slides out once it takes
 * over (same slides per view, same 16 px spacing, no scrollbar), so hydration moves nothing.
 */
const Track = styled.div<{ $enhanced: boolean; $slides: number; $perView: { maxWidth: number; slides: number }[] }>`
  ${({ $slides, $perView }) => perViewCss($slides, $perView)}
  display: flex;
  ${({ $enhanced }) =>
    $enhanced
      ? "overflow: hidden; position: relative; user-select: none; touch-action: pan-y;"
      : "gap: 16px; overflow-x: auto; scroll-snap-type: x mandatory; scrollbar-width: none; &::-webkit-scrollbar { display: none; }"}
  > * {
    flex: 0 0 calc((100% - (var(--per-view) - 1) * 16px) / var(--per-view));
  }
`;

const Slide = styled.div`
  scroll-snap-align: start;
  min-width: 0;
  position: relative;
  overflow: hidden;
`;

/**
 * The dots in the middle, Pause at the end: a row as tall as the 32 px button before either shows
 * (so nothing moves when they do), padded on the left as much as the button takes on the right.
 */
const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  margin-top: 12px;
  padding-left: 40px;
`;

const PauseButton = styled.button`
  flex: 0 0 32px;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin-left: auto;
  padding: 0;
  border: 1px solid #8d7a81;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** A 12 px dot drawn inside a 24 px target (WCAG 2.2 target size). */
const Dots = styled.div`
  flex: 1 1 auto;
  display: flex;
  min-height: 24px;
  justify-content: center;
  gap: 2px;
  button {
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
    &::before {
      content: "";
      width: 12px;
      height: 12px;
      border-radius: 50%;
      background: ${({ theme }) => theme.colors.border};
    }
    &[aria-current="true"]::before {
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`;
