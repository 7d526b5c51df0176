import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { AboutSection } from './about-section.tsx';
import { AdvisoryCarousel } from './advisory-carousel.tsx';
import { ClosingCall } from './closing-call.tsx';
import { F100Section } from './f100-section.tsx';
import { KnowledgeTeaser } from './knowledge-teaser.tsx';
import { LogoStrip } from './logo-strip.tsx';
import { PillarsSection } from './pillars-section.tsx';
import { Reveal } from './reveal.tsx';
import { StatsBand } from './stats-band.tsx';

/** The landing sections after the hero, in the spec's order. */
const sections: ComponentType[] = [
  LogoStrip,
  StatsBand,
  AboutSection,
  PillarsSection,
  AdvisoryCarousel,
  F100Section,
  KnowledgeTeaser,
  ClosingCall,
];

/** Waits for the browser to be idle (or the next macrotask where it cannot say). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}

/**
 * The sections after the hero, each fading in once as it enters the view. They mount one at a
 * time, each in its own idle moment, so a phone never freezes while the page fills in.
 */
export default function BelowTheFold() {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= sections.length) return;
    return whenIdle(() => startTransition(() => setMounted((count) => count + 1)));
  }, [mounted]);
  return (
    <>
      {sections.slice(0, mounted).map((Section, index) => (
        <Reveal key={index}>
          <Section />
        </Reveal>
      ))}
    </>
  );
}
