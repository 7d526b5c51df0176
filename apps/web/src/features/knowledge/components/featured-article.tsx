import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../../layout/visually-hidden.tsx';
import type { ArticleSummary } from '../api/articles.ts';
import { hubCopy } from '../content.ts';
import { articleDate, formatArticleDate } from '../lib/articles.ts';
import { ArticleArt } from './article-art.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { LockChip } from './lock-chip.tsx';
import { isGated } from '../lib/access.ts';

/** The first article of the filtered list, given the width of the page. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  return (
    <Box
      component="article"
      data-testid="featured-article"
      aria-labelledby="featured-article-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 12px 32px rgba(16, 24, 40, 0.08)',
      }}
    >
      <ArticleArt article={article} height={{ xs: 180, md: '100%' }} sizes="(min-width: 900px) 50vw, 100vw" />
      <Box sx={{ p: { xs: 3, md: 5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="span" variant="overline" sx={{ color: 'secondary.dark', lineHeight: 1.5 }}>
            {hubCopy.featuredLabel}
          </Typography>
          <CategoryBadge category={article.category} />
          {isGated(article) && <LockChip access={article} />}
          <Typography
            component="time"
            dateTime={articleDate(article)}
            variant="body2"
            sx={{ color: 'text.secondary' }}
          >
            {formatArticleDate(article)}
          </Typography>
        </Box>
        <Typography
          id="featured-article-title"
          variant="h3"
          component="h2"
          sx={{ mt: 2, color: 'primary.main' }}
        >
          {article.title}
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{article.excerpt}</Typography>
        <Button
          component={RouterLink}
          to={`/knowledge/${article.slug}`}
          variant="contained"
          endIcon={<ArrowForwardIcon />}
          sx={{ mt: 3 }}
        >
          Read More<VisuallyHidden>{` about ${article.title}`}</VisuallyHidden>
        </Button>
      </Box>
    </Box>
  );
}
