import type { LoaderFunctionArgs } from 'react-router-dom';
import { island } from '../../../components/island.tsx';
import { siteDescription, tagline } from '../../../content/site.ts';
import {
  absoluteUrl,
  defaultShareImage,
  organization,
  webSite,
  type MetaFunction,
} from '../../../lib/page-meta.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Hero } from '../components/hero.tsx';
import { Reveal } from '../components/reveal.tsx';

/**
 * The sections after the hero, in the spec's order. The server renders them all; in the browser
 * each one's code loads and hydrates as it comes near the view, or for a static one when the
 * visitor reaches into it (see island.tsx).
 */
const sections = [
  island('logos', () => import('../components/logo-strip.tsx').then((module) => module.LogoStrip), {
    queries: false,
  }),
  // Static: the server's HTML is all they show, so their code waits for the visitor's hand.
  island('stats', () => import('../components/stats-band.tsx').then((module) => module.StatsBand), {
    on: 'intent',
    queries: false,
  }),
  island('about', () => import('../components/about-section.tsx').then((module) => module.AboutSection), {
    on: 'intent',
    queries: false,
  }),
  island('pillars', () =>
    import('../components/pillars-section.tsx').then((module) => module.PillarsSection),
  ),
  island('advisors', () =>
    import('../components/advisory-carousel.tsx').then((module) => module.AdvisoryCarousel),
  ),
  island('f100', () => import('../components/f100-section.tsx').then((module) => module.F100Section)),
  island('knowledge', () =>
    import('../components/knowledge-teaser.tsx').then((module) => module.KnowledgeTeaser),
  ),
  island('closing', () => import('../components/closing-call.tsx').then((module) => module.ClosingCall)),
];

/**
 * The knowledge teaser's articles, in the first HTML. Imported when the loader runs (on the server,
 * or on a client-side navigation here), so the knowledge feature stays out of the first JavaScript.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { prefetchArticles } = await import('../../knowledge/index.ts');
  await prefetchArticles(context);
  return null;
}

/** The site's own title and description; the organisation and the site as structured data. */
export const meta: MetaFunction = ({ origin }) => ({
  description: siteDescription,
  jsonLd: [
    {
      '@context': 'https://schema.org',
      ...organization(origin),
      slogan: tagline,
      description: siteDescription,
      image: absoluteUrl(defaultShareImage, origin),
    },
    webSite(origin),
  ],
});

/**
 * The landing page, its sections in the spec's order: hero, logo strip, statistics, about, pillars,
 * advisory board, F100, knowledge teaser and closing call (the footer, #contact, follows in the
 * layout). Only the hero's code is part of the first JavaScript.
 */
export default function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      {sections.map((Section, index) => (
        <Reveal key={index}>
          <Section />
        </Reveal>
      ))}
    </>
  );
}
