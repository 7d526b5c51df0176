import { useState } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import {
  Button,
  Chip,
  IconButton,
  Tooltip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CreateArticleInput } from '@commons/core/knowledge/article-schemas';
import { ApiError } from '../../../lib/api.ts';
import { useToast } from '../../../lib/toast.tsx';
import {
  fetchAdminArticle,
  useAdminArticles,
  type AdminArticle,
  type AdminArticleListing,
} from '../api/admin-articles.ts';
import { useDeleteArticle } from '../api/delete-article.ts';
import { useRequestArticleReview } from '../api/request-article-review.ts';
import { can } from '@commons/core/staff/permissions';
import { useStoredMember } from '../../../lib/stored-member.ts';
import { useCreateArticle, useUpdateArticle } from '../api/save-article.ts';
import { adminCopy } from '../content.ts';
import { ArticleFormDialog } from './article-form-dialog.tsx';
import { hiddenOnPhone, minWidthFromTablet } from './phone-columns.ts';
import { RowActions } from './row-actions.tsx';
import { SendArticleDialog } from './send-article-dialog.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TableState } from './table-state.tsx';
import { formatMinute } from '../lib/format.ts';

/** The server's words for a refusal (a taken slug), else the generic failure. */
const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;

const formatDay = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : '—');
/** A scheduled time to the minute, in the browser's time zone. */
/** The console's Knowledge section: every article with its state, write, edit, publish, delete. */
export function ArticleManagement() {
  const articles = useAdminArticles();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const review = useRequestArticleReview();
  const toast = useToast();
  // The server refuses the rest; the console offers an author "Submit for review" instead.
  const staffRole = useStoredMember()?.staffRole;
  const mayPublish = can(staffRole, 'knowledge:publish');
  const maySend = can(staffRole, 'newsletter:manage');
  const [editing, setEditing] = useState<{ article: AdminArticle | null } | null>(null);
  const [sending, setSending] = useState<AdminArticleListing | null>(null);

  const openEditor = async (listing: AdminArticleListing) => {
    try {
      setEditing({ article: await fetchAdminArticle(listing.id) });
    } catch (error) {
      toast({ title: failure(error, adminCopy.toasts.articlesFetchFailed), variant: 'error' });
    }
  };

  const save = async (fields: CreateArticleInput) => {
    const article = editing?.article ?? null;
    try {
      if (article) await update.mutateAsync({ id: article.id, fields });
      else await create.mutateAsync(fields);
    } catch (error) {
      toast({ title: adminCopy.toasts.articleFailed, description: failure(error, ''), variant: 'error' });
      throw error;
    }
    toast({ title: article ? adminCopy.toasts.articleUpdated : adminCopy.toasts.articleCreated });
    setEditing(null);
  };

  const togglePublished = (article: AdminArticleListing) => {
    const published = !article.published;
    update.mutate(
      { id: article.id, fields: { published } },
      {
        onSuccess: () =>
          toast({
            title: published ? adminCopy.toasts.articlePublished : adminCopy.toasts.articleUnpublished,
          }),
        onError: (error) =>
          toast({ title: failure(error, adminCopy.toasts.articleFailed), variant: 'error' }),
      },
    );
  };

  const submitForReview = (article: AdminArticleListing) =>
    review.mutate(article.id, {
      onSuccess: () => toast({ title: 'Submitted for review' }),
      onError: (error) => toast({ title: failure(error, adminCopy.toasts.articleFailed), variant: 'error' }),
    });

  const removeArticle = (article: AdminArticleListing) =>
    remove.mutateAsync(article.id).then(
      () => toast({ title: adminCopy.toasts.articleDeleted }),
      (error: unknown) =>
        toast({ title: failure(error, adminCopy.toasts.articleDeleteFailed), variant: 'error' }),
    );

  const list = articles.data?.items ?? [];

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionHeading
          title="Knowledge Articles"
          createLabel="New Article"
          onCreate={() => setEditing({ article: null })}
        />

        <TableState
          pending={articles.isPending}
          failed={articles.isError}
          empty={list.length === 0}
          loadingLabel="Loading articles"
          failedText={adminCopy.toasts.articlesFetchFailed}
          emptyText={adminCopy.noArticles}
        >
          <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table
              size="small"
              aria-label="Knowledge articles"
              // A phone fits the title, its state and the actions in tighter cells.
              sx={{ ...minWidthFromTablet(720), '& th, & td': { px: { xs: 0.5, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  {['Title', 'Category', 'State', 'Published', 'Actions'].map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'Actions' ? 'center' : 'left'}
                      sx={{
                        fontWeight: 700,
                        whiteSpace: 'nowrap',
                        ...(column === 'Category' || column === 'Published' ? hiddenOnPhone : {}),
                      }}
                    >
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((article) => (
                  <TableRow key={article.id} hover data-testid="article-row">
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {article.title}
                        {article.featured && <Chip label="Featured" size="small" sx={{ ml: 1 }} />}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        /knowledge/{article.slug}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', ...hiddenOnPhone }}>{article.category}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={
                          article.published
                            ? 'Published'
                            : article.publishAt
                              ? 'Scheduled'
                              : article.reviewRequestedAt
                                ? 'In review'
                                : 'Draft'
                        }
                        color={article.published ? 'success' : article.publishAt ? 'info' : 'default'}
                        variant={article.published ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', ...hiddenOnPhone }}>
                      {article.published
                        ? formatDay(article.publishedAt)
                        : article.publishAt
                          ? formatMinute(article.publishAt)
                          : '—'}
                    </TableCell>
                    <RowActions
                      name={article.title}
                      onEdit={() => void openEditor(article)}
                      onDelete={() => removeArticle(article)}
                      deleteTitle="Delete article?"
                      deleteWarning={`“${article.title}” will be removed from the console and, if published, from the knowledge hub. This cannot be undone.`}
                    >
                      {mayPublish ? (
                        <Button
                          size="small"
                          onClick={() => togglePublished(article)}
                          disabled={update.isPending}
                          sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 } }}
                          aria-label={`${article.published ? 'Unpublish' : 'Publish now'} ${article.title}`}
                        >
                          {article.published ? 'Unpublish' : 'Publish now'}
                        </Button>
                      ) : (
                        !article.published && (
                          <Button
                            size="small"
                            onClick={() => submitForReview(article)}
                            disabled={review.isPending || article.reviewRequestedAt !== null}
                            sx={{ minWidth: 0, px: { xs: 0.5, sm: 1 } }}
                            aria-label={`Submit ${article.title} for review`}
                          >
                            Submit for review
                          </Button>
                        )
                      )}
                      {article.published && maySend && (
                        <Tooltip title="Send by e-mail">
                          <IconButton
                            aria-label={`Send ${article.title} by e-mail`}
                            onClick={() => setSending(article)}
                          >
                            <MailIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </RowActions>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </TableState>
      </Paper>

      {editing && (
        <ArticleFormDialog
          // A restored revision is a new save: the form starts again from it.
          key={editing.article ? `${editing.article.id} ${editing.article.updatedAt}` : 'new'}
          article={editing.article}
          onClose={() => setEditing(null)}
          onSubmit={save}
          onRestored={(article) => {
            toast({ title: adminCopy.toasts.revisionRestored });
            setEditing({ article });
          }}
        />
      )}
      {sending && <SendArticleDialog article={sending} onClose={() => setSending(null)} />}
    </>
  );
}
