import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { data, useLocation, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import { SponsorZone } from '../../ads/index.ts';
import { breadcrumbs, type MetaFunction } from '../../../lib/page-meta.ts';
import { pagedMeta, pageOf, requestedPage, type Paged } from '../../../lib/pagination.ts';
import { queryClientOf } from '../../../lib/router-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { articlesQuery, useArticles, type ArticleSummary } from '../api/articles.ts';
import { prefetchArticles } from '../api/prefetch-articles.ts';
import { ArticleGrid } from '../components/article-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PageLinks } from '../components/page-links.tsx';
import { listingCopy } from '../content.ts';
import { articlesFoundText } from '../lib/articles.ts';
import { findListing, type Listing, type ListingKind } from '../lib/listing.ts';

function ListingBody({ listing, paged }: { listing: Listing; paged: Paged<ArticleSummary> }) {
  const copy = listingCopy[listing.kind];
  useDocumentTitle(copy.title(listing.name));
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} heading={listing.name} intro={copy.intro(listing.name)} />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography role="status" sx={{ color: 'text.secondary', fontWeight: 600, mb: 3 }}>
          {articlesFoundText(listing.articles.length)}
        </Typography>
        <ArticleGrid articles={paged.items} headingLevel="h2" />
        {/* The hub's zone, drawn for the category: a tag is no targeting rule. */}
        <Box sx={{ mt: { xs: 5, md: 6 } }}>
          <SponsorZone slot="knowledge-list" category={listing.kind === 'category' ? listing.name : null} />
        </Box>
        <PageLinks path={listing.path} paged={paged} />
      </Container>
    </>
  );
}

/** The listing and the page of it the address asks for; null for a 404. */
function pagedListing(kind: ListingKind, slug: string, search: string, published: readonly ArticleSummary[]) {
  const listing = findListing(kind, slug, published);
  const page = requestedPage(search);
  const paged = listing && page !== null ? pageOf(listing.articles, page) : null;
  return listing && paged ? { listing, paged } : null;
}

/**
 * A category's or a tag's page, `?page=N` past the first: the published articles it lists, gated ones with their summary and
 * lock as on the hub. Read from the published list the hub reads (one cached list, filtered here),
 * so these pages cost the server no query of their own. A slug that names nothing answers 404.
 */
export function listingRoute(kind: ListingKind) {
  async function loader({ params, context, request }: LoaderFunctionArgs) {
    await prefetchArticles(context);
    const published = (await queryClientOf(context)).getQueryData(articlesQuery().queryKey) ?? [];
    const found = pagedListing(kind, params.slug ?? '', new URL(request.url).search, published);
    return found ? null : data(null, { status: 404 });
  }

  const meta: MetaFunction = ({ params, search, queryClient, origin }) => {
    const published = queryClient.getQueryData(articlesQuery().queryKey) ?? [];
    const found = pagedListing(kind, params.slug ?? '', search, published);
    if (!found) return notFoundMeta;
    const { listing, paged } = found;
    const copy = listingCopy[kind];
    return {
      title: copy.title(listing.name),
      description: copy.intro(listing.name),
      ...pagedMeta(listing.path, paged),
      jsonLd: [
        breadcrumbs(origin, [
          { name: 'Knowledge Hub', path: '/knowledge' },
          { name: listing.name, path: listing.path },
        ]),
      ],
    };
  };

  function ListingPage() {
    const { slug = '' } = useParams();
    const { search } = useLocation();
    const articles = useArticles();
    if (!articles.data) return null;
    const found = pagedListing(kind, slug, search, articles.data);
    return found ? <ListingBody {...found} /> : <NotFoundPage />;
  }

  return { loader, meta, ListingPage };
}
