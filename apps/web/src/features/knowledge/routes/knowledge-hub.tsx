import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { data, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import { pageTitle, webPage, type MetaFunction } from '../../../lib/page-meta.ts';
import { pagedMeta, pageOf, requestedPage } from '../../../lib/pagination.ts';
import { queryClientOf } from '../../../lib/router-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { articlesQuery, useArticles, type ArticleSummary } from '../api/articles.ts';
import { prefetchArticles } from '../api/prefetch-articles.ts';
import { ArticleGrid } from '../components/article-grid.tsx';
import { FeaturedArticle } from '../components/featured-article.tsx';
import { SponsorZone } from '../../ads/index.ts';
import { NewsletterBox } from '../components/newsletter-box.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { PageLinks } from '../components/page-links.tsx';
import { keepScrollPosition } from '../../../layout/use-scroll-on-navigate.ts';
import { hubCopy } from '../content.ts';
import { storedReader } from '../lib/access.ts';
import {
  articlesFoundText,
  categoryFilters,
  categoryFromParam,
  filterArticles,
  filtersSearch,
  type CategoryFilter,
} from '../lib/articles.ts';

function Filters({
  search,
  onSearch,
  category,
  onCategory,
  availableOnly,
}: {
  search: string;
  onSearch: (value: string) => void;
  category: CategoryFilter;
  onCategory: (value: CategoryFilter) => void;
  /** For a member in good standing: whether only what they may read is listed, and its switch. */
  availableOnly: { on: boolean; set: (on: boolean) => void } | null;
}) {
  return (
    <Box sx={{ mt: 4, display: 'grid', gap: 2.5 }}>
      <TextField
        type="search"
        label={hubCopy.searchLabel}
        placeholder={hubCopy.searchPlaceholder}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ maxWidth: 560, bgcolor: 'background.paper' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="group" aria-label={hubCopy.filterLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {categoryFilters.map((filter) => (
          <Button
            key={filter}
            variant={filter === category ? 'contained' : 'outlined'}
            aria-pressed={filter === category}
            onClick={() => onCategory(filter)}
            size="small"
            sx={{ px: 2 }}
          >
            {filter}
          </Button>
        ))}
      </Box>
      {availableOnly && (
        <FormControlLabel
          sx={{ justifySelf: 'start' }}
          control={
            <Switch
              checked={availableOnly.on}
              onChange={(event) => availableOnly.set(event.target.checked)}
            />
          }
          label={hubCopy.availableToMe}
        />
      )}
    </Box>
  );
}

function LoadingState() {
  return (
    <Box>
      <Typography role="status" sx={{ color: 'text.secondary', mb: 3 }}>
        {hubCopy.loading}
      </Typography>
      <Skeleton variant="rounded" height={280} sx={{ mb: 4 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={320} />
        ))}
      </Box>
    </Box>
  );
}

const hubPath = '/knowledge';

/** The page of the published list the address asks for (`?page=N`); null for a 404. */
function hubPage(search: string, published: readonly ArticleSummary[]) {
  const page = requestedPage(search);
  return page === null ? null : pageOf(published, page);
}

/**
 * Puts the published list into the query cache before the page renders (see article.tsx); a page
 * that is no page, or past the last, answers 404.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  await prefetchArticles(context);
  const published = (await queryClientOf(context)).getQueryData(articlesQuery().queryKey) ?? [];
  return hubPage(new URL(request.url).search, published) ? null : data(null, { status: 404 });
}

export const meta: MetaFunction = ({ search, queryClient, origin }) => {
  const paged = hubPage(search, queryClient.getQueryData(articlesQuery().queryKey) ?? []);
  if (!paged) return notFoundMeta;
  const head = { title: hubCopy.heading, description: hubCopy.intro, ...pagedMeta(hubPath, paged) };
  // A list of articles: a CollectionPage to search engines.
  const listing = { type: 'CollectionPage', name: pageTitle(head.title), description: head.description };
  return { ...head, jsonLd: [webPage(origin, { ...listing, path: head.canonicalPath ?? hubPath })] };
};

export default function KnowledgeHubPage() {
  useDocumentTitle(hubCopy.heading);
  const articles = useArticles();
  // The filters live in the address (`?q=`, `?category=`): shareable, kept by Back, and rendered
  // by the server. The search box keeps its own state too, so typing never waits for the router.
  const [params, setParams] = useSearchParams();
  const addressSearch = params.get('q') ?? '';
  const category = categoryFromParam(params.get('category'));
  const [search, setSearchText] = useState(addressSearch);
  // Back, Forward or a link changed the address's search: the box follows it.
  const [followedSearch, setFollowedSearch] = useState(addressSearch);
  if (followedSearch !== addressSearch) {
    setFollowedSearch(addressSearch);
    setSearchText(addressSearch);
  }
  const showFilters = (filters: { search: string; category: CategoryFilter }, replace: boolean) =>
    setParams(filtersSearch(filters), { replace, state: keepScrollPosition });
  const setSearch = (value: string) => {
    setSearchText(value);
    showFilters({ search: value, category }, true);
  };
  const setCategory = (value: CategoryFilter) => showFilters({ search, category: value }, false);
  // Only after hydration (the stored member is the browser's): the server's page is everyone's.
  const reader = storedReader(useStoredMember());
  const [availableOnly, setAvailableOnly] = useState(false);
  const availableTo = reader && availableOnly ? reader : undefined;
  const filtered = useMemo(
    () => filterArticles(articles.data ?? [], { search, category, availableTo }),
    [articles.data, search, category, availableTo],
  );
  // The crawlable pages are the whole list's; a search or a filter looks through all of it at once.
  const filtering = search !== '' || category !== 'All' || availableTo !== undefined;
  const paged = hubPage(useLocation().search, articles.data ?? []);
  const shown = filtering || !paged ? filtered : paged.items;
  // The featured article opens the first page only.
  const firstPage = filtering || !paged || paged.page === 1;
  const featured = firstPage ? shown[0] : undefined;
  const rest = firstPage ? shown.slice(1) : shown;
  const clearFilters = () => {
    setSearchText('');
    showFilters({ search: '', category: 'All' }, false);
    setAvailableOnly(false);
  };

  if (articles.data && !paged) return <NotFoundPage />;

  return (
    <>
      <PageHeader eyebrow={hubCopy.eyebrow} heading={hubCopy.heading} intro={hubCopy.intro}>
        <Filters
          search={search}
          onSearch={setSearch}
          category={category}
          onCategory={setCategory}
          availableOnly={reader ? { on: availableOnly, set: setAvailableOnly } : null}
        />
      </PageHeader>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        {articles.isPending ? (
          <LoadingState />
        ) : articles.isError ? (
          <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
            <Typography sx={{ color: 'text.secondary' }}>{hubCopy.loadFailed}</Typography>
            <Button variant="outlined" sx={{ mt: 2 }} onClick={() => void articles.refetch()}>
              {hubCopy.retry}
            </Button>
          </Box>
        ) : (
          <>
            <Typography role="status" sx={{ color: 'text.secondary', fontWeight: 600, mb: 3 }}>
              {articlesFoundText(filtered.length)}
            </Typography>
            {shown.length > 0 ? (
              <>
                {featured && <FeaturedArticle article={featured} />}
                <Box sx={{ mt: { xs: 5, md: 6 } }}>
                  <SponsorZone slot="knowledge-list" category={category === 'All' ? null : category} />
                </Box>
                {rest.length > 0 && (
                  <Box
                    component="section"
                    aria-labelledby="more-articles-heading"
                    sx={{ mt: { xs: 6, md: 8 } }}
                  >
                    <Typography
                      id="more-articles-heading"
                      variant="h4"
                      component="h2"
                      sx={{ color: 'primary.main', mb: 3 }}
                    >
                      {hubCopy.moreHeading}
                    </Typography>
                    <ArticleGrid articles={rest} />
                  </Box>
                )}
                {!filtering && paged && <PageLinks path={hubPath} paged={paged} />}
              </>
            ) : (
              <Box
                data-testid="empty-state"
                sx={{
                  py: { xs: 6, md: 8 },
                  px: 3,
                  textAlign: 'center',
                  borderRadius: 3,
                  border: '1px dashed',
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                <SearchIcon aria-hidden="true" sx={{ fontSize: 44, color: 'text.secondary' }} />
                <Typography variant="h5" component="h2" sx={{ mt: 1, color: 'primary.main' }}>
                  {hubCopy.emptyHeading}
                </Typography>
                <Typography sx={{ mt: 1, color: 'text.secondary' }}>{hubCopy.emptyText}</Typography>
                <Button variant="contained" sx={{ mt: 3 }} onClick={clearFilters}>
                  {hubCopy.clearFilters}
                </Button>
              </Box>
            )}
          </>
        )}
        <Box sx={{ mt: { xs: 7, md: 10 } }}>
          <NewsletterBox />
        </Box>
      </Container>
    </>
  );
}
