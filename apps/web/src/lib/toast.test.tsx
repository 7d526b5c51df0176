import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../test/browser-apis.ts';
import {
  preloadToastView,
  swipeDismissThresholdPx,
  toastDurationMs,
  ToastProvider,
  useToast,
} from './toast.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'error' })}>second</button>
    </>
  );
}

/** Clicks a trigger; the first toast's view loads lazily, so let its import settle (microtasks). */
async function click(label: string) {
  fireEvent.click(screen.getByText(label));
  await act(async () => {});
}

describe('toasts', () => {
  // Loaded once (the app does it when idle); then toasts render without suspending.
  beforeAll(async () => {
    await preloadToastView();
  });
  beforeEach(() => {
    vi.useFakeTimers();
    stubBrowserLayoutApis();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one at a time: a new toast replaces the current one', async () => {
    await click('first');
    await click('second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('hides after 5000 ms', async () => {
    expect(toastDurationMs).toBe(5000);
    await click('first');
    expect(screen.getByRole('status')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe to the right beyond 50 px, not by a shorter one', async () => {
    expect(swipeDismissThresholdPx).toBe(50);
    await click('first');
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 170, pointerId: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
