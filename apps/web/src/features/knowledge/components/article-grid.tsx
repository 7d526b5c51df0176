import Box from '@mui/material/Box';
import type { ArticleSummary } from '../api/articles.ts';
import { ArticleCard } from './article-card.tsx';

/** Article cards in a list: one column on a phone, three on a wide screen. */
export function ArticleGrid({
  articles,
  headingLevel,
  twoColumnsFromSm = true,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 'h2' | 'h3';
  /** Two columns on a tablet (the hub's pages); the landing's teaser keeps one there. */
  twoColumnsFromSm?: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', ...(twoColumnsFromSm && { sm: '1fr 1fr' }), md: 'repeat(3, 1fr)' },
      }}
    >
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} {...(headingLevel && { headingLevel })} />
        </li>
      ))}
    </Box>
  );
}
