import Box from '@mui/material/Box';
import type { ArticleCategory } from '@commons/core/knowledge/article';
import { categoryStyle } from './category-style.ts';

export function CategoryBadge({ category }: { category: ArticleCategory }) {
  const style = categoryStyle[category];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        bgcolor: style.tint,
        color: style.text,
        fontSize: '0.78rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
      }}
    >
      {category}
    </Box>
  );
}
