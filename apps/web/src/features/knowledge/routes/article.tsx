import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { data, Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import { absoluteUrl, breadcrumbs, defaultShareImage, type MetaFunction } from '../../../lib/page-meta.ts';
import { queryClientOf, routerContext } from '../../../lib/router-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { siteName } from '../../../content/site.ts';
import { articleQuery, useArticle, type ArticleDetail } from '../api/article.ts';
import { knowledgeReaderContext } from '../api/knowledge-reader.ts';
import { ArticleArt } from '../components/article-art.tsx';
import { CategoryBadge } from '../components/category-badge.tsx';
import { articleCopy } from '../content.ts';
import { articleDate, formatArticleDate } from '../lib/articles.ts';

function BackLink() {
  return (
    <Button component={RouterLink} to="/knowledge" startIcon={<ArrowBackIcon />} sx={{ px: 1, ml: -1 }}>
      {articleCopy.back}
    </Button>
  );
}

function ArticleBody({ article }: { article: ArticleDetail }) {
  useDocumentTitle(article.title);
  return (
    <Box component="article" aria-labelledby="article-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
        <CategoryBadge category={article.category} />
        <Typography component="time" dateTime={articleDate(article)} sx={{ color: 'text.secondary' }}>
          {formatArticleDate(article)}
        </Typography>
      </Box>
      <Typography
        id="article-title"
        variant="h1"
        sx={{ mt: 2, color: 'primary.main', fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.1rem)' }}
      >
        {article.title}
      </Typography>
      <Typography variant="subtitle1" sx={{ mt: 2.5, color: 'text.secondary', fontSize: '1.2rem' }}>
        {article.excerpt}
      </Typography>
      <Box sx={{ mt: 4, borderRadius: 3, overflow: 'hidden' }}>
        <ArticleArt article={article} height={{ xs: 160, md: 240 }} />
      </Box>
      {/* The server renders the Markdown and sanitises the HTML (ArticleRenderer): no script gets here. */}
      <Box
        data-testid="article-content"
        sx={{
          mt: 5,
          color: '#1d2939',
          fontSize: { xs: '1.05rem', md: '1.125rem' },
          lineHeight: 1.8,
          '& p, & ul, & ol, & blockquote, & pre, & table': { mt: 0, mb: 2.5 },
          '& h2': { typography: 'h4', mt: 5, mb: 2, color: 'primary.main' },
          '& h3, & h4, & h5, & h6': { typography: 'h5', mt: 4, mb: 1.5, color: 'primary.main' },
          '& a': { color: 'primary.main' },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
        }}
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
    </Box>
  );
}

/**
 * Puts the article into the query cache before the page renders (in process on the server, over
 * HTTP in the browser); an unknown or unpublished slug answers 404. A failed load stays in the cache
 * as an error, which the page shows (and the server answers with an error status).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const router = routerContext(context);
  const queryClient = await queryClientOf(context);
  const reader = router.get(knowledgeReaderContext);
  await queryClient.prefetchQuery({ ...articleQuery(slug), queryFn: () => reader.publishedArticle(slug) });
  return queryClient.getQueryData(articleQuery(slug).queryKey) === null ? data(null, { status: 404 }) : null;
}

/** Title, description, cover as share image, and Article and BreadcrumbList structured data. */
export const meta: MetaFunction = ({ params, queryClient, origin }) => {
  const article = queryClient.getQueryData(articleQuery(params.slug ?? '').queryKey);
  if (!article) return notFoundMeta;
  const path = `/knowledge/${encodeURIComponent(article.slug)}`;
  const image = article.imageUrl ?? defaultShareImage;
  return {
    title: article.title,
    description: article.excerpt,
    image,
    type: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(image, origin)],
        datePublished: articleDate(article),
        author: { '@type': 'Organization', name: siteName, url: absoluteUrl('/', origin) },
        publisher: { '@type': 'Organization', name: siteName, url: absoluteUrl('/', origin) },
        mainEntityOfPage: absoluteUrl(path, origin),
      },
      breadcrumbs(origin, [
        { name: 'Knowledge Hub', path: '/knowledge' },
        { name: article.title, path },
      ]),
    ],
  };
};

/** One article of the knowledge hub; an unknown or unpublished slug shows the 404 page. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);

  if (article.data === null) {
    return (
      <NotFoundPage
        hint={
          <>
            GET /api/knowledge/<strong>{slug}</strong> answered 404: no published article has this slug.
          </>
        }
      />
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <BackLink />
        {article.isPending ? (
          <Box sx={{ mt: 3 }}>
            <Typography role="status" sx={{ color: 'text.secondary' }}>
              {articleCopy.loading}
            </Typography>
            <Skeleton variant="text" sx={{ fontSize: '3rem', mt: 2 }} />
            <Skeleton variant="rounded" height={220} sx={{ mt: 3 }} />
          </Box>
        ) : article.isError || !article.data ? (
          <Typography role="alert" sx={{ mt: 4, color: 'text.secondary' }}>
            {articleCopy.loadFailed}
          </Typography>
        ) : (
          <>
            <ArticleBody article={article.data} />
            <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              <BackLink />
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
