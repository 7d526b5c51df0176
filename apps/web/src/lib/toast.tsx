import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastMessage } from './toast-message.ts';
import type ToastViewModule from './toast-view.tsx';

export { swipeDismissThresholdPx, toastDurationMs, type ToastMessage } from './toast-message.ts';

type ToastViewComponent = typeof ToastViewModule;

/**
 * The Snackbar and Alert are not part of the first paint: they load when the browser is idle after
 * it, or with the first toast if that comes sooner. Once loaded they render without suspending.
 */
let loadedView: ToastViewComponent | undefined;
let loading: Promise<ToastViewComponent> | undefined;
export function preloadToastView(): Promise<ToastViewComponent> {
  loading ??= import('./toast-view.tsx').then((module) => (loadedView = module.default));
  return loading;
}
const LazyToastView = lazy(() => preloadToastView().then((view) => ({ default: view })));

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);

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
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => void preloadToastView(), { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, []);
  const ToastView = loadedView ?? LazyToastView;

  return (
    <ToastContext.Provider value={show}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastView current={current} open={open} dismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside ToastProvider');
  return show;
}
