import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { AdminArticle } from '../api/admin-articles.ts';
import { useRestoreRevision, useRevision, useRevisions } from '../api/article-revisions.ts';
import { formatMinute } from '../lib/format.ts';
import { RevisionDiff } from './revision-diff.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

/**
 * An article's last saves (who, when, the title then): choosing one shows how it differs from the
 * article as saved now, and Restore puts it back as a new save. Full screen on phones, the list
 * above the differences; beside them from a tablet up.
 */
export function ArticleRevisionsDialog({
  article,
  onClose,
  onRestored,
}: {
  article: AdminArticle;
  onClose: () => void;
  /** The article as the restoring save left it. */
  onRestored: (article: AdminArticle) => void;
}) {
  const titleId = useId();
  const revisions = useRevisions(article.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const revision = useRevision(article.id, chosen);
  const restore = useRestoreRevision();

  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Revisions of “{article.title}”</DialogTitle>
      <DialogContent dividers>
        {revisions.isPending && <CircularProgress aria-label="Loading revisions" />}
        {revisions.isError && <Alert severity="error">The revisions could not be loaded.</Alert>}
        {revisions.data?.length === 0 && <Typography>No saves are kept for this article yet.</Typography>}
        {revisions.data && revisions.data.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1fr) 3fr' },
              alignItems: 'start',
            }}
          >
            <List
              dense
              aria-label="Saves, newest first"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
            >
              {revisions.data.map((line, index) => (
                <ListItemButton
                  key={line.id}
                  selected={line.id === chosen}
                  aria-current={line.id === chosen ? 'true' : undefined}
                  onClick={() => setChosen(line.id)}
                >
                  <ListItemText
                    primary={`${formatMinute(line.savedAt)}${index === 0 ? ' (latest)' : ''}`}
                    secondary={`${line.savedBy?.name ?? 'The operator'} · ${line.title}`}
                  />
                </ListItemButton>
              ))}
            </List>
            <Box aria-live="polite">
              {chosen === null && (
                <Typography color="text.secondary">Choose a save to see how it differs from now.</Typography>
              )}
              {revision.isPending && chosen !== null && (
                <CircularProgress aria-label="Loading the revision" />
              )}
              {revision.isError && <Alert severity="error">This revision could not be loaded.</Alert>}
              {revision.data && <RevisionDiff revision={revision.data.snapshot} current={article} />}
            </Box>
          </Box>
        )}
        {restore.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {restore.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={restore.isPending}>
          Close
        </Button>
        <Button
          variant="contained"
          disabled={!revision.data || restore.isPending}
          onClick={() =>
            chosen &&
            restore.mutate(
              { articleId: article.id, revisionId: chosen },
              { onSuccess: (restored) => onRestored(restored) },
            )
          }
        >
          Restore this revision
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
