import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/Lock';
import { canRead } from '@commons/core/knowledge/article-access';
import { membersOnlyClass } from '@commons/core/knowledge/get-published-article';
import { useEffect } from 'react';
import { data, Link as RouterLink, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import {
  absoluteUrl,
  breadcrumbs,
  defaultShareImage,
  organization,
  type MetaFunction,
} from '../../../lib/page-meta.ts';
import { queryClientOf, routerContext } from '../../../lib/router-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { siteName } from '../../../content/site.ts';
import { SponsorZone } from '../../ads/index.ts';
import { articleQuery, useArticle, type ArticleDetail } from '../api/article.ts';
import { knowledgeReaderContext } from '../api/knowledge-reader.ts';
import { ArticleArt } from '../components/article-art.tsx';
import { authorPath, Byline } from '../components/byline.tsx';
import { CategoryBadge } from '../components/category-badge.tsx';
import { LockChip } from '../components/lock-chip.tsx';
import { TagChips } from '../components/tag-chips.tsx';
import { articleCopy } from '../content.ts';
import { callToAction, isGated, storedReader } from '../lib/access.ts';
import { articleDate, articleModified, formatArticleDate } from '../lib/articles.ts';
import { coverShareImage } from '../lib/cover.ts';

function BackLink() {
  return (
    <Button component={RouterLink} to="/knowledge" startIcon={<ArrowBackIcon />} sx={{ px: 1, ml: -1 }}>
      {articleCopy.back}
    </Button>
  );
}

/** Where the preview ends for a reader without access: what unlocks the rest, and the way there. */
function LockedNotice({ article }: { article: ArticleDetail }) {
  // Worded for the viewer the server cut the article for, so the server-rendered page and the
  // hydrated one agree, and the call to action always matches the part that was kept back.
  const cta = callToAction(article, article.viewer);
  return (
    <Box
      component="aside"
      aria-labelledby="locked-heading"
      data-testid="locked-notice"
      sx={{
        position: 'relative',
        mt: 1,
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        textAlign: 'center',
        // The preview fades into the page above the notice, so it reads as cut, not ended.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 'calc(100% + 1px)',
          height: 96,
          background: (theme) =>
            `linear-gradient(to bottom, ${alpha(theme.palette.background.default, 0)}, ${theme.palette.background.default})`,
          pointerEvents: 'none',
        },
      }}
    >
      <LockIcon sx={{ color: 'primary.main', fontSize: 32 }} aria-hidden />
      <Typography id="locked-heading" variant="h5" component="h2" sx={{ mt: 1, color: 'primary.main' }}>
        {cta.heading}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{cta.text}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: 'center', alignItems: 'center' }}
      >
        {cta.actions.map((action) => (
          <Button
            key={action.to + action.label}
            component={RouterLink}
            to={action.to}
            variant={action.primary ? 'contained' : 'outlined'}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </Box>
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
        {isGated(article) && <LockChip access={article} />}
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
      <Byline authors={article.authors} />
      <Box sx={{ mt: 4, borderRadius: 3, overflow: 'hidden' }}>
        <ArticleArt
          article={article}
          height={{ xs: 200, md: 360 }}
          sizes="(min-width: 900px) 852px, 100vw"
          eager
        />
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
      {article.locked && <LockedNotice article={article} />}
      <Box sx={{ mt: 4 }}>
        <TagChips tags={article.tags} />
      </Box>
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

/**
 * Title, description, cover as share image, and Article and BreadcrumbList structured data. A
 * members-only article is marked as paywalled content (Google's isAccessibleForFree); where the
 * gated part is in the page, `hasPart` names its wrapper.
 */
export const meta: MetaFunction = ({ params, queryClient, origin }) => {
  const article = queryClient.getQueryData(articleQuery(params.slug ?? '').queryKey);
  if (!article) return notFoundMeta;
  const path = `/knowledge/${encodeURIComponent(article.slug)}`;
  // The share image made from an uploaded cover, else an address given by hand, else the site's.
  const share = coverShareImage(article.coverImage);
  const image = share?.path ?? article.imageUrl ?? defaultShareImage;
  return {
    title: article.title,
    description: article.excerpt,
    image,
    ...(share && { imageSize: { width: share.width, height: share.height } }),
    type: 'article',
    article: {
      publishedTime: articleDate(article),
      modifiedTime: articleModified(article),
      authors: article.authors.flatMap(({ slug }) => (slug ? [absoluteUrl(authorPath(slug), origin)] : [])),
      tags: [article.category, ...article.tags.map((tag) => tag.name)],
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(image, origin)],
        datePublished: articleDate(article),
        dateModified: articleModified(article),
        // Its authors as people; an article no staff member wrote (seeded, from the CLI) is the site's.
        author:
          article.authors.length > 0
            ? article.authors.map(({ name, slug }) => ({
                '@type': 'Person',
                name,
                ...(slug && { url: absoluteUrl(authorPath(slug), origin) }),
              }))
            : { '@type': 'Organization', name: siteName, url: absoluteUrl('/', origin) },
        publisher: organization(origin),
        mainEntityOfPage: absoluteUrl(path, origin),
        ...(isGated(article) && {
          isAccessibleForFree: false,
          ...(!article.locked && {
            hasPart: {
              '@type': 'WebPageElement',
              isAccessibleForFree: false,
              cssSelector: `.${membersOnlyClass}`,
            },
          }),
        }),
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
  const member = useStoredMember();
  // Read while signed out (or before paying): once the member may read it, ask again for all of it.
  const unlockedSince = article.data?.locked === true && canRead(article.data, storedReader(member));
  const { refetch } = article;
  useEffect(() => {
    if (unlockedSince) void refetch();
  }, [unlockedSince, refetch]);

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
            <Box sx={{ mt: 6 }}>
              <SponsorZone slot="article-footer" category={article.data.category} />
            </Box>
            <Box sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
              <BackLink />
            </Box>
          </>
        )}
      </Box>
    </Container>
  );
}
