import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { data, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import NotFoundPage, { notFoundMeta } from '../../../app/not-found.tsx';
import { breadcrumbs, type MetaFunction } from '../../../lib/page-meta.ts';
import { queryClientOf, routerContext } from '../../../lib/router-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { authorPageQuery, useAuthorPage, type AuthorPageData } from '../api/author-page.ts';
import { knowledgeReaderContext } from '../api/knowledge-reader.ts';
import { ArticleGrid } from '../components/article-grid.tsx';
import { authorPath } from '../components/byline.tsx';
import { avatarSource } from '../lib/cover.ts';

/** Fills the query cache before the page renders; an unknown slug answers 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const router = routerContext(context);
  const queryClient = await queryClientOf(context);
  const reader = router.get(knowledgeReaderContext);
  await queryClient.prefetchQuery({ ...authorPageQuery(slug), queryFn: () => reader.authorPage(slug) });
  return queryClient.getQueryData(authorPageQuery(slug).queryKey) === null
    ? data(null, { status: 404 })
    : null;
}

export const meta: MetaFunction = ({ params, queryClient, origin }) => {
  const page = queryClient.getQueryData(authorPageQuery(params.slug ?? '').queryKey);
  if (!page) return notFoundMeta;
  const path = authorPath(params.slug ?? '');
  return {
    title: page.author.name,
    description: page.author.bio || `Articles by ${page.author.name}`,
    jsonLd: [
      breadcrumbs(origin, [
        { name: 'Knowledge Hub', path: '/knowledge' },
        { name: page.author.name, path },
      ]),
    ],
  };
};

function AuthorProfile({ page }: { page: AuthorPageData }) {
  const { author, articles } = page;
  useDocumentTitle(author.name);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Avatar
          src={avatarSource(author.avatarUrl)}
          alt=""
          sx={{ width: 96, height: 96, fontSize: '2.2rem' }}
        >
          {author.name.charAt(0)}
        </Avatar>
        <Box sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
          <Typography
            variant="h1"
            sx={{ color: 'primary.main', fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.8rem)' }}
          >
            {author.name}
          </Typography>
          {author.bio && (
            <Typography sx={{ mt: 1, color: 'text.secondary', maxWidth: 640 }}>{author.bio}</Typography>
          )}
        </Box>
      </Box>
      <Typography variant="h4" component="h2" sx={{ mt: 6, mb: 3, color: 'primary.main' }}>
        Articles
      </Typography>
      {articles.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No published articles yet.</Typography>
      ) : (
        <ArticleGrid articles={articles} />
      )}
    </>
  );
}

/** /knowledge/author/:slug: an author, their bio and avatar, and their published articles. */
export default function AuthorPage() {
  const { slug = '' } = useParams();
  const page = useAuthorPage(slug);
  if (page.data === null) {
    return (
      <NotFoundPage
        hint={
          <>
            GET /api/knowledge/authors/<strong>{slug}</strong> answered 404: no author has this slug.
          </>
        }
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      {page.data ? (
        <AuthorProfile page={page.data} />
      ) : (
        <Typography role={page.isError ? 'alert' : 'status'} sx={{ color: 'text.secondary' }}>
          {page.isError ? 'The author could not be loaded.' : 'Loading…'}
        </Typography>
      )}
    </Container>
  );
}
