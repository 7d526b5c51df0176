import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Spec section 9: one toast at a time, shown for 5000 ms; a new toast replaces the current one. */
export const toastDurationMs = 5000;

/** Spec section 9: a swipe to the right of more than 50 px dismisses the toast. */
export const swipeDismissThresholdPx = 50;

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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const nextKey = useRef(0);
  const show = useCallback<ShowToast>((message) => {
    nextKey.current += 1;
    setCurrent({ ...message, key: nextKey.current });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);
  const swipe = useSwipeToDismiss(dismiss);
  const variant = current?.variant ?? 'success';

  return (
    <ToastContext.Provider value={show}>
      {children}
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
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
