/** The toast on screen: loaded with the first toast, so the landing page does not ship it. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useRef, useState, type PointerEvent } from 'react';
import { swipeDismissThresholdPx, toastDurationMs, type ToastMessage } from './toast-message.ts';

/** Follows a pointer dragged to the right and reports whether it went past the threshold. */
function useSwipeToDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    setOffset(0);
    if (distance > swipeDismissThresholdPx) onDismiss();
  };
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        // Let the close button keep its own click.
        if ((event.target as HTMLElement).closest('button')) return;
        startX.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (startX.current === null) return;
        setOffset(Math.max(0, event.clientX - startX.current));
      },
      onPointerUp: end,
      onPointerCancel: () => {
        startX.current = null;
        setOffset(0);
      },
    },
  };
}

export default function ToastView({
  current,
  open,
  dismiss,
}: {
  current: (ToastMessage & { key: number }) | null;
  open: boolean;
  dismiss: () => void;
}) {
  const swipe = useSwipeToDismiss(dismiss);
  const variant = current?.variant ?? 'success';
  return (
    <Snackbar
      key={current?.key}
      open={open}
      autoHideDuration={toastDurationMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{ maxWidth: { md: 420 }, width: { md: '100%' } }}
    >
      <Alert
        {...swipe.handlers}
        onClose={dismiss}
        severity={variant}
        variant="filled"
        role={variant === 'error' ? 'alert' : 'status'}
        aria-live={variant === 'error' ? 'assertive' : 'polite'}
        sx={{
          width: '100%',
          touchAction: 'pan-y',
          userSelect: 'none',
          boxShadow: 6,
          transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
          opacity: swipe.offset ? Math.max(0.3, 1 - swipe.offset / 200) : 1,
          transition: swipe.offset ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
          // The filled success/info colours are too light for white text: use darker shades.
          ...(variant === 'success' && { bgcolor: '#1b5e20' }),
          ...(variant === 'info' && { bgcolor: 'primary.main' }),
        }}
      >
        {current?.title && <AlertTitle sx={{ fontWeight: 700 }}>{current.title}</AlertTitle>}
        {current?.description}
      </Alert>
    </Snackbar>
  );
}
