import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserLayoutApis } from '../test/browser-apis.ts';
import { swipeDismissThresholdPx, toastDurationMs, ToastProvider, useToast } from './toast.tsx';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second', description: 'two', variant: 'error' })}>second</button>
    </>
  );
}

describe('toasts', () => {
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

  it('shows one at a time: a new toast replaces the current one', () => {
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');
  });

  it('hides after 5000 ms', () => {
    expect(toastDurationMs).toBe(5000);
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe to the right beyond 50 px, not by a shorter one', () => {
    expect(swipeDismissThresholdPx).toBe(50);
    fireEvent.click(screen.getByText('first'));
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
