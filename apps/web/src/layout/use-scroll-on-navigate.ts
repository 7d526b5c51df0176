import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollBehavior } from '../theme/use-reduced-motion.ts';

/** How long a hash link keeps its section in view while the page is still rendering. */
const settleMs = 4000;
/** How far (px) a section may sit from its scroll position before it is scrolled to again. */
const driftPx = 4;
/** What a visitor does to scroll by hand: from then on the page is theirs. */
const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Navigation state for a change of the page's own query (a filter): the page stays where it is. */
export const keepScrollPosition = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;

/**
 * Hash links such as /#about, /#pillars and #contact scroll to their section (smoothly unless the
 * visitor prefers less motion); any other new page starts at the top. Back and forward keep the
 * browser's own scroll position.
 *
 * A page reached from another one renders in steps: its sections appear, and the placeholders of
 * its lazily loaded parts give way to content of another height. A section scrolled to once can
 * then end up hundreds of pixels away. So for a few seconds, each time the page changes, the
 * section is scrolled to again if it has moved, until the visitor scrolls by hand.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (!hash) {
      if (navigationType !== 'POP' && !keepsScroll(state))
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let scrolled = false;
    const align = () => {
      frame = 0;
      const target = document.getElementById(id);
      if (!target) return;
      if (scrolled) {
        const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
        if (Math.abs(target.getBoundingClientRect().top - margin) <= driftPx) return;
      }
      scrolled = true;
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    };
    const alignSoon = () => {
      frame ||= requestAnimationFrame(align);
    };
    const mutations = new MutationObserver(alignSoon);
    const resizes = new ResizeObserver(alignSoon);
    const stop = () => {
      mutations.disconnect();
      resizes.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      for (const type of visitorInput) window.removeEventListener(type, stop, true);
    };
    const timer = setTimeout(stop, settleMs);
    for (const type of visitorInput) window.addEventListener(type, stop, { capture: true, passive: true });
    mutations.observe(document.body, { childList: true, subtree: true });
    resizes.observe(document.body);
    align();
    return stop;
  }, [pathname, hash, key, navigationType, state]);
}
