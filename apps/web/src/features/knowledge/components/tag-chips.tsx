import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ArticleTag } from '@commons/core/knowledge/article';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../lib/listing.ts';

/** An article's tags, each a link to the tag's page; nothing at all for an article without tags. */
export function TagChips({ tags }: { tags: readonly ArticleTag[] }) {
  if (tags.length === 0) return null;
  return (
    <Box component="ul" aria-label="Tags" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {tags.map((tag) => (
        <Box component="li" key={tag.slug} sx={{ listStyle: 'none' }}>
          <Chip
            component={RouterLink}
            to={listingPath('tag', tag.slug)}
            label={`#${tag.name}`}
            clickable
            size="small"
            variant="outlined"
          />
        </Box>
      ))}
    </Box>
  );
}
