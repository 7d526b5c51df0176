import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advisors } from '../../../content/advisors.ts';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { AdvisoryCarousel } from './advisory-carousel.tsx';

function activeAdvisor(): string {
  const active = screen.getAllByTestId('advisor-slide').filter((slide) => slide.dataset.active === 'true');
  expect(active).toHaveLength(1);
  return within(active[0]!).getByRole('heading', { level: 3 }).textContent ?? '';
}

describe('the advisory board carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('with motion', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      stubBrowserLayoutApis();
    });

    it('shows eight advisors with one dot each, the Founder | Convener card highlighted', () => {
      renderPage(<AdvisoryCarousel />);
      const slides = screen.getAllByTestId('advisor-slide');
      expect(slides).toHaveLength(8);
      expect(screen.getAllByRole('button', { name: /^Show advisor \d/ })).toHaveLength(8);
      const highlighted = slides.filter((slide) => slide.querySelector('[data-highlighted="true"]'));
      expect(highlighted).toHaveLength(1);
      expect(highlighted[0]).toHaveTextContent('Founder | Convener');
      // Its initials on the gold are navy: white there fails WCAG's contrast for large text.
      const initialsIn = (slide: HTMLElement) =>
        [...slide.querySelectorAll('[aria-hidden="true"]')].find((node) =>
          /^[A-Z]{1,2}$/.test(node.textContent ?? ''),
        )!;
      expect(getComputedStyle(initialsIn(highlighted[0]!)).color).toBe('rgb(11, 37, 69)');
      const other = slides.find((slide) => slide !== highlighted[0])!;
      expect(getComputedStyle(initialsIn(other)).color).toBe('rgb(255, 255, 255)');
      const roles = advisors.map((advisor) => advisor.advisoryRole);
      expect(roles).toContain('Chairperson');
      expect(roles.filter((role) => role.startsWith('Member for '))).toHaveLength(6);
    });

    it('moves on every 8000 ms and wraps after the eighth advisor', () => {
      renderPage(<AdvisoryCarousel />);
      expect(activeAdvisor()).toBe(advisors[0]!.name);
      act(() => vi.advanceTimersByTime(7999));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
      act(() => vi.advanceTimersByTime(1));
      expect(activeAdvisor()).toBe(advisors[1]!.name);
      for (let step = 0; step < 6; step++) act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[7]!.name);
      act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
    });

    it('wraps with previous and next, and jumps with the dots', () => {
      renderPage(<AdvisoryCarousel />);
      fireEvent.click(screen.getByRole('button', { name: 'Previous advisor' }));
      expect(activeAdvisor()).toBe(advisors[7]!.name);
      fireEvent.click(screen.getByRole('button', { name: 'Next advisor' }));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
      fireEvent.click(screen.getByRole('button', { name: `Show advisor 5: ${advisors[4]!.name}` }));
      expect(activeAdvisor()).toBe(advisors[4]!.name);
      expect(screen.getByRole('button', { name: `Show advisor 5: ${advisors[4]!.name}` })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    /** What a browser does when a mouse or finger presses a button: pointer events, focus, click. */
    function press(button: HTMLElement, pointerType: 'mouse' | 'touch') {
      fireEvent.pointerOver(button, { pointerType });
      fireEvent.pointerDown(button, { pointerType });
      act(() => button.focus());
      fireEvent.pointerUp(button, { pointerType });
      fireEvent.click(button);
    }

    it('resumes its 8 s rotation from the chosen advisor after a click, the mouse still over it', () => {
      renderPage(<AdvisoryCarousel />);
      const dot = screen.getByRole('button', { name: `Show advisor 3: ${advisors[2]!.name}` });
      press(dot, 'mouse');
      expect(activeAdvisor()).toBe(advisors[2]!.name);
      act(() => vi.advanceTimersByTime(7999));
      expect(activeAdvisor()).toBe(advisors[2]!.name);
      act(() => vi.advanceTimersByTime(1));
      expect(activeAdvisor()).toBe(advisors[3]!.name);
      act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[4]!.name);
    });

    it('pauses while the mouse rests over it before any click, and again when it comes back', () => {
      renderPage(<AdvisoryCarousel />);
      const next = screen.getByRole('button', { name: 'Next advisor' });
      fireEvent.pointerOver(next, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(24_000));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
      press(next, 'mouse');
      act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[2]!.name);
      fireEvent.pointerOut(next, { pointerType: 'mouse' });
      fireEvent.pointerOver(next, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(24_000));
      expect(activeAdvisor()).toBe(advisors[2]!.name);
    });

    it('resumes after a tap, which never hovers', () => {
      renderPage(<AdvisoryCarousel />);
      press(screen.getByRole('button', { name: 'Next advisor' }), 'touch');
      expect(activeAdvisor()).toBe(advisors[1]!.name);
      act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[2]!.name);
    });

    it('pauses while the keyboard focus is inside', () => {
      renderPage(<AdvisoryCarousel />);
      act(() => screen.getByRole('button', { name: 'Next advisor' }).focus());
      act(() => vi.advanceTimersByTime(24_000));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
    });

    it('stops rotating when the visitor presses pause', () => {
      renderPage(<AdvisoryCarousel />);
      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
      fireEvent.blur(screen.getByRole('button', { name: 'Play automatic rotation' }));
      for (let step = 0; step < 4; step++) act(() => vi.advanceTimersByTime(8000));
      expect(activeAdvisor()).toBe(advisors[0]!.name);
    });
  });

  it('does not rotate by itself when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    stubBrowserLayoutApis({ reducedMotion: true });
    renderPage(<AdvisoryCarousel />);
    for (let step = 0; step < 4; step++) act(() => vi.advanceTimersByTime(8000));
    expect(activeAdvisor()).toBe(advisors[0]!.name);
    expect(screen.queryByRole('button', { name: /automatic rotation/ })).not.toBeInTheDocument();
  });
});
