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
 * The Snackbar and Alert are not part of the page's first JavaScript: they load when the visitor
 * first presses, types or tabs (what comes before anything that toasts), or with the first toast if
 * that comes sooner. A visitor who only reads never fetches them. Once loaded they render without
 * suspending.
 */
let loadedView: ToastViewComponent | undefined;
let loading: Promise<ToastViewComponent> | undefined;
export function preloadToastView(): Promise<ToastViewComponent> {
  loading ??= import('./toast-view.tsx').then((module) => (loadedView = module.default));
  return loading;
}
const LazyToastView = lazy(() => preloadToastView().then((view) => ({ default: view })));

/** What a visitor does first before an action that may toast. */
const firstInteractions = ['pointerdown', 'keydown', 'focusin'] as const;

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
    const preload = () => {
      stop();
      void preloadToastView();
    };
    const stop = () => {
      for (const type of firstInteractions) document.removeEventListener(type, preload, true);
    };
    for (const type of firstInteractions)
      document.addEventListener(type, preload, { capture: true, passive: true });
    return stop;
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
