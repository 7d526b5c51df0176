import { useEffect, useState } from 'react';
import { dashboardSections, type DashboardSectionId } from '../content.ts';

/**
 * The section in the upper part of the screen, so the sidebar can mark where the reader is. A
 * choice in the sidebar sets it at once (`setActive`) rather than waiting for the scroll.
 */
export function useActiveSection() {
  const [active, setActive] = useState<DashboardSectionId>('overview');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible.length === 0) return;
        const topmost = visible.reduce((a, b) =>
          a.boundingClientRect.top <= b.boundingClientRect.top ? a : b,
        );
        setActive(topmost.target.id as DashboardSectionId);
      },
      // A band from 20 % to 40 % of the screen's height decides.
      { rootMargin: '-20% 0px -60% 0px' },
    );
    for (const { id } of dashboardSections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, []);
  return [active, setActive] as const;
}
