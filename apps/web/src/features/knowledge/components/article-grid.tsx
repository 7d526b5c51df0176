import Box from '@mui/material/Box';
import type { ArticleSummary } from '../api/articles.ts';
import { ArticleCard } from './article-card.tsx';

/** Article cards in a list: one column on a phone, two on a tablet, three from a laptop up. */
export function ArticleGrid({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </Box>
  );
}
