import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { VisuallyHidden } from '../../../layout/visually-hidden.tsx';
import type { ArticleSummary } from '../api/articles.ts';
import { isGated } from '../lib/access.ts';
import { articleDate, formatArticleDate } from '../lib/articles.ts';
import { ArticleArt } from './article-art.tsx';
import { CategoryBadge } from './category-badge.tsx';
import { LockChip } from './lock-chip.tsx';

/**
 * An article in a grid: picture, category badge, the lock and who it opens to for a members-only
 * article, date, title, excerpt and 'Read More'.
 */
export function ArticleCard({
  article,
  headingLevel = 'h3',
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Box
      component="article"
      data-testid="article-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        transition: 'box-shadow 200ms, transform 200ms',
        '&:hover': { boxShadow: '0 16px 32px rgba(16, 24, 40, 0.1)', transform: 'translateY(-2px)' },
      }}
    >
      <ArticleArt
        article={article}
        height={148}
        sizes="(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
      />
      <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
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
          variant="h5"
          component={headingLevel}
          sx={{ mt: 2, color: 'primary.main', fontFamily: (theme) => theme.typography.h3.fontFamily }}
        >
          {article.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.25, color: 'text.secondary', flex: 1 }}>
          {article.excerpt}
        </Typography>
        <Box sx={{ mt: 2.5 }}>
          <Button
            component={RouterLink}
            to={`/knowledge/${article.slug}`}
            endIcon={<ArrowForwardIcon />}
            sx={{ px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
          >
            Read More<VisuallyHidden>{` about ${article.title}`}</VisuallyHidden>
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
