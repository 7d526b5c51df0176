import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollBehavior } from '../theme/use-reduced-motion.ts';

/** How long a hash link waits for its section to appear (pages render some sections late). */
const waitForTargetMs = 4000;

/**
 * Hash links such as /#about, /#pillars and #contact scroll to their section (smoothly unless the
 * visitor prefers less motion), waiting briefly for sections that render after the page; any other
 * new page starts at the top. Back and forward keep the browser's own scroll position.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return Boolean(target);
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) stop();
    });
    const timer = setTimeout(() => stop(), waitForTargetMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, key, navigationType]);
}
