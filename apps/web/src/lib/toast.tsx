import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Spec section 9: one toast at a time, shown for 5000 ms; a new toast replaces the current one. */
export const toastDurationMs = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastMessage & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((message) => {
    setCurrent({ ...message, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={toastDurationMs}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ maxWidth: { md: 420 } }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={current?.variant ?? 'success'}
          variant="filled"
          sx={{ width: '100%' }}
          role={current?.variant === 'error' ? 'alert' : 'status'}
        >
          {current?.title && <AlertTitle>{current.title}</AlertTitle>}
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
