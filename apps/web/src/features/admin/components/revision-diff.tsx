import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { diffLines, diffWords, type ChangeObject } from 'diff';
import type { ArticleSnapshot } from '@commons/core/knowledge/article-revision';
import type { Serialized } from '../../../lib/serialized.ts';

type Snapshot = Serialized<ArticleSnapshot>;

/** The settings a save may change besides the text, each as the console names it and shows it. */
const settings: { label: string; shown: (snapshot: Snapshot) => string }[] = [
  { label: 'Slug', shown: (snapshot) => snapshot.slug },
  { label: 'Category', shown: (snapshot) => snapshot.category },
  { label: 'Tags', shown: (snapshot) => snapshot.tags.map((tag) => tag.name).join(', ') || '—' },
  {
    label: 'Who can read it',
    shown: ({ visibility, tiers }) => (visibility === 'tiers' ? `tiers: ${tiers.join(', ')}` : visibility),
  },
  { label: 'Cover', shown: (snapshot) => snapshot.coverImage ?? snapshot.imageUrl ?? '—' },
  { label: 'Cover text', shown: (snapshot) => snapshot.coverAlt ?? '—' },
  { label: 'Featured', shown: (snapshot) => (snapshot.featured ? 'yes' : 'no') },
];

/** One text's changes: struck through what only the revision has, underlined what only the current text has. */
function Changes({ label, parts }: { label: string; parts: ChangeObject<string>[] }) {
  const changed = parts.some((part) => part.added || part.removed);
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle2" component="h3">
        {label}
        {!changed && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            — unchanged
          </Typography>
        )}
      </Typography>
      {changed && (
        <Box
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontFamily: 'monospace',
            fontSize: '0.875rem',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            maxHeight: 320,
            overflow: 'auto',
            // Tints under the text's own colour, so it keeps its contrast.
            '& del': { bgcolor: (theme) => alpha(theme.palette.error.main, 0.15) },
            '& ins': { bgcolor: (theme) => alpha(theme.palette.success.main, 0.15) },
          }}
        >
          {parts.map((part, index) =>
            part.removed ? (
              <del key={index}>{part.value}</del>
            ) : part.added ? (
              <ins key={index}>{part.value}</ins>
            ) : (
              <span key={index}>{part.value}</span>
            ),
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * What restoring the revision would change, from the revision to the current article: its title,
 * excerpt and Markdown word by word or line by line (jsdiff), and the settings that differ.
 */
export function RevisionDiff({ revision, current }: { revision: Snapshot; current: Snapshot }) {
  const changedSettings = settings.filter((setting) => setting.shown(revision) !== setting.shown(current));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        <del>Struck through</del>: only in this revision. <ins>Underlined</ins>: only in the current text.
      </Typography>
      <Changes label="Title" parts={diffWords(revision.title, current.title)} />
      <Changes label="Excerpt" parts={diffWords(revision.excerpt, current.excerpt)} />
      <Changes label="Content" parts={diffLines(revision.content, current.content)} />
      {changedSettings.length > 0 && (
        <Table size="small" aria-label="Settings that differ">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Setting</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>This revision</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Now</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changedSettings.map((setting) => (
              <TableRow key={setting.label}>
                <TableCell>{setting.label}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{setting.shown(revision)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{setting.shown(current)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
