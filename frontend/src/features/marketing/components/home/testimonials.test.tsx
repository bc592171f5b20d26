import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TESTIMONIALS, Testimonials } from './testimonials';

// Pointer, focus and clicks go through fireEvent: user-event waits on timers of its own, which
// these fake timers would hold back.

const [FIRST, SECOND, THIRD] = TESTIMONIALS.map((testimonial) => `“${testimonial.quote}”`);

function shown(quote: string) {
  return screen.queryByText(quote);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

function preferReducedMotion() {
  const defaultMatchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...defaultMatchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('testimonials', () => {
  it('rotates every 6 seconds, from the third back to the first', () => {
    renderWithProviders(<Testimonials />);
    expect(shown(FIRST)).toBeInTheDocument();

    advance(5_999);
    expect(shown(FIRST)).toBeInTheDocument();
    expect(shown(SECOND)).not.toBeInTheDocument();

    advance(1);
    expect(shown(SECOND)).toBeInTheDocument();
    expect(shown(FIRST)).not.toBeInTheDocument();

    advance(6_000);
    expect(shown(THIRD)).toBeInTheDocument();

    advance(6_000);
    expect(shown(FIRST)).toBeInTheDocument();
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    renderWithProviders(<Testimonials />);

    fireEvent.mouseEnter(screen.getByText(FIRST));
    advance(18_000);
    expect(shown(FIRST)).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByText(FIRST));
    advance(6_000);
    expect(shown(SECOND)).toBeInTheDocument();
  });

  it('pauses while keyboard focus is within it and resumes when focus leaves', () => {
    renderWithProviders(
      <>
        <Testimonials />
        <button type="button">Elsewhere</button>
      </>,
    );

    act(() => button('Next testimonial').focus());
    advance(18_000);
    expect(shown(FIRST)).toBeInTheDocument();

    act(() => button('Show testimonial 2 of 3').focus());
    advance(18_000);
    expect(shown(FIRST)).toBeInTheDocument();

    act(() => button('Elsewhere').focus());
    advance(6_000);
    expect(shown(SECOND)).toBeInTheDocument();
  });

  it('never rotates for a visitor who prefers reduced motion', () => {
    preferReducedMotion();
    renderWithProviders(<Testimonials />);

    advance(6_000);
    expect(shown(FIRST)).toBeInTheDocument();
    advance(60_000);
    expect(shown(FIRST)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).not.toBeInTheDocument();
  });

  it('moves with the previous, next and dot buttons, and announces the change politely', () => {
    renderWithProviders(<Testimonials />);
    const slides = screen.getByText(FIRST).closest('[aria-live]');
    expect(slides).toHaveAttribute('aria-live', 'off');

    act(() => button('Next testimonial').focus());
    fireEvent.click(button('Next testimonial'));
    expect(shown(SECOND)).toBeInTheDocument();
    expect(slides).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    expect(button('Show testimonial 2 of 3')).toHaveAttribute('aria-current', 'true');

    fireEvent.click(button('Previous testimonial'));
    fireEvent.click(button('Previous testimonial'));
    expect(shown(THIRD)).toBeInTheDocument();

    fireEvent.click(button('Show testimonial 1 of 3'));
    expect(shown(FIRST)).toBeInTheDocument();
  });

  it('stays on the testimonial shown while the visitor has paused it', () => {
    renderWithProviders(<Testimonials />);

    fireEvent.click(button('Pause testimonials'));
    advance(18_000);
    expect(shown(FIRST)).toBeInTheDocument();

    fireEvent.click(button('Play testimonials'));
    advance(6_000);
    expect(shown(SECOND)).toBeInTheDocument();
  });
});
