import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../../../test/browser-apis.ts';
import { LogoStrip, logoLoopDuration } from './logo-strip.tsx';

describe('the logo loop', () => {
  beforeEach(() => stubBrowserLayoutApis());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('moves at the spec speed of 5,808 px per 120 s whatever the list is wide', () => {
    expect(logoLoopDuration(5808)).toBe(120);
    // The list measured in Chromium at 1280 px: 1.8 times the spec's distance takes 1.8 times as long.
    expect(logoLoopDuration(10_454.4)).toBeCloseTo(216, 5);
    expect(logoLoopDuration(2904)).toBe(60);
  });

  it('keeps the spec 120 s until the list has a width', () => {
    expect(logoLoopDuration(0)).toBe(120);
  });

  it('sets the animation duration from the measured width of one copy of the list', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.tagName === 'UL' ? 10_454.4 : 0;
      return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0 } as DOMRect;
    });
    render(<LogoStrip />);
    expect(screen.getByTestId('logo-track').style.animationDuration).toBe('216s');
  });
});
