import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Author } from '@commons/core/authors/author';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An author's page; the server answers it (apps/http's authors route and the page of this path). */
export const authorPath = (slug: string): string => `/knowledge/author/${encodeURIComponent(slug)}`;

/** "Ada, Bea and Cy": commas between the names, "and" before the last. */
function separator(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' and ' : ', ';
}

/** "By" and the authors in order, each linked to their page once they have one. */
export function Byline({ authors }: { authors: readonly Author[] }) {
  if (authors.length === 0) return null;
  return (
    <Typography data-testid="byline" sx={{ mt: 2, color: 'text.secondary', fontWeight: 500 }}>
      By{' '}
      {authors.map((author, index) => (
        <Fragment key={author.slug ?? `${author.name}-${index}`}>
          {separator(index, authors.length)}
          {author.slug ? (
            <Link component={RouterLink} to={authorPath(author.slug)} rel="author">
              {author.name}
            </Link>
          ) : (
            author.name
          )}
        </Fragment>
      ))}
    </Typography>
  );
}
