import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADVANCE_MS, ExampleCarousel } from './ExampleCarousel';
import examples from './examples/es.json';

function renderCarousel() {
  render(
    <IntlProvider locale="es" defaultLocale="es">
      <ExampleCarousel examples={examples} />
    </IntlProvider>,
  );
}

/** The 1-based number of the pair on show; fails unless exactly one is shown. */
function shownPair(): number {
  const slides = screen.getAllByTestId('example-slide');
  const active = slides.flatMap((slide, index) => (slide.dataset.active === 'true' ? [index + 1] : []));
  expect(active).toHaveLength(1);
  expect(slides.filter((slide) => slide.getAttribute('aria-hidden') === 'false')).toHaveLength(1);
  return active[0];
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const dot = (number: number) => screen.getByRole('button', { name: `Ver el ejemplo ${number}` });

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

// 4 pairs, one every 5 s; dots select a pair and reset the timer (issue 10).
describe('the landing page carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the 4 pairs of the engine, advancing every 5 seconds and starting over after the last', () => {
    renderCarousel();
    expect(screen.getAllByTestId('example-slide')).toHaveLength(4);
    expect(shownPair()).toBe(1);
    advance(ADVANCE_MS - 1);
    expect(shownPair()).toBe(1);
    advance(1);
    expect(shownPair()).toBe(2);
    advance(ADVANCE_MS);
    expect(shownPair()).toBe(3);
    advance(ADVANCE_MS);
    expect(shownPair()).toBe(4);
    advance(ADVANCE_MS);
    expect(shownPair()).toBe(1);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
  });

  it('selects the pair of a dot and waits a full 5 seconds from the click, also on the pair already shown', () => {
    renderCarousel();
    advance(3000);
    fireEvent.click(dot(3));
    expect(shownPair()).toBe(3);
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    advance(ADVANCE_MS - 1);
    expect(shownPair()).toBe(3);
    advance(1);
    expect(shownPair()).toBe(4);

    advance(4000);
    fireEvent.click(dot(4));
    advance(ADVANCE_MS - 1);
    expect(shownPair()).toBe(4);
    advance(1);
    expect(shownPair()).toBe(1);
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderCarousel();
    fireEvent.mouseEnter(screen.getByTestId('example-carousel'));
    advance(ADVANCE_MS * 3);
    expect(shownPair()).toBe(1);
    fireEvent.mouseLeave(screen.getByTestId('example-carousel'));
    advance(ADVANCE_MS);
    expect(shownPair()).toBe(2);
  });

  it('pauses while the tab is hidden', () => {
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    renderCarousel();
    advance(2000);
    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(ADVANCE_MS * 3);
    expect(shownPair()).toBe(1);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(ADVANCE_MS);
    expect(shownPair()).toBe(2);
  });

  it('does not move by itself when the visitor prefers reduced motion; the dots still work', () => {
    setReducedMotion(true);
    renderCarousel();
    advance(ADVANCE_MS * 3);
    expect(shownPair()).toBe(1);
    fireEvent.click(dot(2));
    expect(shownPair()).toBe(2);
    advance(ADVANCE_MS * 3);
    expect(shownPair()).toBe(2);
  });

  it('labels each side truthfully: the original prompt and an excerpt of the optimized one, with their scores', () => {
    renderCarousel();
    const first = screen.getAllByTestId('example-slide')[0];
    expect(first.textContent).toContain('Prompt original');
    expect(first.textContent).toContain(examples[0].original);
    expect(first.textContent).toContain('Prompt optimizado (extracto)');
    // The scores come from the engine's real analysis (npm run landing:examples), in Spanish notation.
    expect(first.textContent).toContain(`Puntuación ${examples[0].originalScore.toFixed(1).replace('.', ',')}/10`);
    expect(first.textContent).toContain(`Puntuación ${examples[0].optimizedScore.toFixed(1).replace('.', ',')}/10`);
  });
});
