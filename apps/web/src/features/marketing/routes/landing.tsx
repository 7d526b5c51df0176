import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { siteDescription, siteName, tagline } from '../../../content/site.ts';
import { absoluteUrl, defaultShareImage, type MetaFunction } from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Hero } from '../components/hero.tsx';

const BelowTheFold = lazy(() => import('../components/below-the-fold.tsx'));

/** Keeps the footer below the view until the sections arrive, so nothing visible jumps. */
function Placeholder() {
  return <Box sx={{ minHeight: '100vh' }} />;
}

/** The site's own title and description, and the organisation as structured data. */
export const meta: MetaFunction = ({ origin }) => ({
  description: siteDescription,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      slogan: tagline,
      description: siteDescription,
      url: absoluteUrl('/', origin),
      logo: absoluteUrl('/favicon.svg', origin),
      image: absoluteUrl(defaultShareImage, origin),
    },
  ],
});

/**
 * The landing page, its sections in the spec's order: hero, logo strip, statistics, about, pillars,
 * advisory board, F100, knowledge teaser and closing call (the footer, #contact, follows in the
 * layout). The hero paints first; the other sections load as their own chunk and render right
 * after, in a transition that yields to the browser, so a phone shows the page sooner.
 */
export default function LandingPage() {
  useDocumentTitle();
  const [showRest, setShowRest] = useState(false);
  useEffect(() => startTransition(() => setShowRest(true)), []);
  return (
    <>
      <Hero />
      {showRest ? (
        <Suspense fallback={<Placeholder />}>
          <BelowTheFold />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </>
  );
}
