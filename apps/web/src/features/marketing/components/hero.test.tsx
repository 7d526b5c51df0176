import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { heroPhrases, heroRotationMs } from '../../../content/landing.ts';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { RotatingPhrase } from './hero.tsx';

/** The phrase a visitor sees: the only one not hidden from assistive technology. */
function visiblePhrase(): string | null {
  const phrases = screen.getByTestId('hero-phrase').querySelectorAll(':scope > span:not([aria-hidden])');
  expect(phrases).toHaveLength(1);
  return phrases[0]!.textContent;
}

describe('the hero phrase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubBrowserLayoutApis();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts with the first of the twelve phrases and changes every 3000 ms', () => {
    expect(heroPhrases).toHaveLength(12);
    expect(heroRotationMs).toBe(3000);
    render(<RotatingPhrase paused={false} />);
    expect(visiblePhrase()).toBe('Enterprise Innovation');
    act(() => vi.advanceTimersByTime(2999));
    expect(visiblePhrase()).toBe('Enterprise Innovation');
    act(() => vi.advanceTimersByTime(1));
    expect(visiblePhrase()).toBe('Corporate Venture Capital');
    act(() => vi.advanceTimersByTime(3000));
    expect(visiblePhrase()).toBe('Startup Deal Flows');
  });

  it('wraps from the last phrase back to the first', () => {
    render(<RotatingPhrase paused={false} />);
    for (let step = 0; step < 11; step++) act(() => vi.advanceTimersByTime(3000));
    expect(visiblePhrase()).toBe('Industry Academia Bridges');
    act(() => vi.advanceTimersByTime(3000));
    expect(visiblePhrase()).toBe('Enterprise Innovation');
  });

  it('stands still when paused (reduced motion)', () => {
    render(<RotatingPhrase paused />);
    for (let step = 0; step < 10; step++) act(() => vi.advanceTimersByTime(3000));
    expect(visiblePhrase()).toBe('Enterprise Innovation');
  });
});
