import { useEffect, useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { articleCategories, maxTagsPerArticle } from '@commons/core/knowledge/article';
import { slugFromTitle } from '@commons/core/knowledge/article-slug';
import {
  articleVisibilities,
  previewDivider,
  type ArticleVisibility,
} from '@commons/core/knowledge/article-access';
import { accountTiers, type AccountTier } from '@commons/core/members/tiers';
import { createArticleSchema, type CreateArticleInput } from '@commons/core/knowledge/article-schemas';
import { Controller } from 'react-hook-form';
import { FormTextField, useZodForm } from '../../../lib/form.tsx';
import { tierLabel } from '../../../lib/labels.ts';
import type { AdminArticle } from '../api/admin-articles.ts';
import { ArticleRevisionsDialog } from './article-revisions-dialog.tsx';
import { CoverField } from './cover-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

function initialValues(article: AdminArticle | null): CreateArticleInput {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? 'Insight',
    tags: article?.tags.map((tag) => tag.name) ?? [],
    excerpt: article?.excerpt ?? '',
    imageUrl: article?.imageUrl ?? '',
    coverImage: article?.coverImage ?? null,
    coverAlt: article?.coverAlt ?? '',
    featured: article?.featured ?? false,
    content: article?.content ?? '',
    visibility: article?.visibility ?? 'public',
    tiers: article?.tiers ?? [],
    publishAt: article?.publishAt ?? null,
  };
}

/** An instant as the `datetime-local` input shows it, in the browser's time zone. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The `datetime-local` input's value (the browser's time zone) as an instant, or null when empty. */
function fromLocalInput(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

const visibilityLabels: Record<ArticleVisibility, string> = {
  public: 'Public: everyone',
  members: 'Members: any verified member',
  paid: 'Paid members: any paid tier',
  tiers: 'Specific tiers',
};

/** The tiers of a `tiers` article, one checkbox each. */
function TierChoices({
  value,
  onChange,
  error,
}: {
  value: AccountTier[];
  onChange: (tiers: AccountTier[]) => void;
  error?: string;
}) {
  const toggle = (tier: AccountTier, on: boolean) =>
    onChange(on ? [...value, tier] : value.filter((chosen) => chosen !== tier));
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">Tiers that unlock it</FormLabel>
      <FormGroup row>
        {accountTiers.map((tier) => (
          <FormControlLabel
            key={tier}
            label={tierLabel(tier)}
            control={
              <Checkbox
                checked={value.includes(tier)}
                onChange={(event) => toggle(tier, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Create or edit an article: core's schema validates (the server's words); an uploaded cover with
 * its alternative text; the Markdown in an editor with a toolbar and the server's live preview. A
 * new article's slug follows its title until staff edit it (left so, the server adds a numeric
 * suffix when the title's slug is taken). A publication time ahead schedules the article;
 * publishing now is done from the list. An article being edited has its Revisions: its last saves,
 * how each differs, and restoring one.
 */
export function ArticleFormDialog({
  article,
  onClose,
  onSubmit,
  onRestored,
}: {
  /** The article to edit (with its body), or null to write a new one. */
  article: AdminArticle | null;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSubmit: (fields: CreateArticleInput) => Promise<void>;
  /** A revision was restored: the article as that save left it (the form shows it next). */
  onRestored?: (article: AdminArticle) => void;
}) {
  const [showingRevisions, setShowingRevisions] = useState(false);
  const form = useZodForm(createArticleSchema, { defaultValues: initialValues(article) });
  const { control } = form;
  const [slugEdited, setSlugEdited] = useState(article !== null);
  const title = form.watch('title');
  useEffect(() => {
    if (!slugEdited) form.setValue('slug', title.trim() ? slugFromTitle(title) : '');
  }, [form, slugEdited, title]);
  const publishAt = form.watch('publishAt');
  // The label says what saving will do (a time already past publishes at once: the server decides).
  const scheduling = Boolean(publishAt) && !article?.published;
  // The list's own error (too many), else the first name's (too long).
  const tagErrors = form.formState.errors.tags;
  const tagsError = tagErrors?.message ?? tagErrors?.find?.((error) => error?.message)?.message;
  const submit = (fields: CreateArticleInput) =>
    onSubmit(slugEdited ? fields : { ...fields, slug: undefined });

  return (
    <FormDialog
      form={form}
      title={article ? 'Edit Article' : 'New Article'}
      submitLabel={scheduling ? 'Schedule' : article ? 'Save' : 'Create draft'}
      maxWidth="md"
      onClose={onClose}
      onSubmit={submit}
    >
      {article && (
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="outlined" size="small" onClick={() => setShowingRevisions(true)}>
            Revisions
          </Button>
          {showingRevisions && (
            <ArticleRevisionsDialog
              article={article}
              onClose={() => setShowingRevisions(false)}
              onRestored={(restored) => {
                setShowingRevisions(false);
                onRestored?.(restored);
              }}
            />
          )}
        </Box>
      )}
      <FormTextField control={control} name="title" label="Title" required sx={{ gridColumn: '1 / -1' }} />
      <Controller
        name="slug"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            onChange={(event) => {
              setSlugEdited(true);
              field.onChange(event.target.value);
            }}
            label="Slug"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              "Made from the title until you edit it; the article's address /knowledge/<slug>"
            }
          />
        )}
      />
      <FormTextField
        control={control}
        name="category"
        label="Category"
        select
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {articleCategories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </FormTextField>
      <Controller
        name="tags"
        control={control}
        render={({ field }) => (
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={field.value ?? []}
            onChange={(_event, names) => field.onChange(names)}
            onBlur={field.onBlur}
            sx={{ gridColumn: '1 / -1' }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Tags"
                error={Boolean(tagsError)}
                helperText={
                  tagsError ??
                  `Up to ${maxTagsPerArticle}; press Enter after each. Each gets a page /knowledge/tag/<slug>`
                }
              />
            )}
          />
        )}
      />
      <FormTextField
        control={control}
        name="excerpt"
        label="Excerpt"
        required
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Controller
        name="coverImage"
        control={control}
        render={({ field }) => (
          <Controller
            name="coverAlt"
            control={control}
            render={({ field: alt, fieldState }) => (
              <CoverField
                coverImage={field.value ?? null}
                coverAlt={alt.value ?? ''}
                onCoverImage={field.onChange}
                onCoverAlt={alt.onChange}
                altError={fieldState.error?.message}
              />
            )}
          />
        )}
      />
      {!form.watch('coverImage') && (
        <FormTextField
          control={control}
          name="imageUrl"
          label="Cover image URL"
          helperText="Without an upload: https://… or /images/…"
        />
      )}
      <Controller
        name="featured"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label="Featured"
            control={
              <Checkbox
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
        )}
      />
      <Controller
        name="publishAt"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            type="datetime-local"
            label="Publish at"
            value={toLocalInput(field.value)}
            onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? 'Optional: a time ahead schedules it; empty keeps it a draft'
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
      <FormTextField
        control={control}
        name="visibility"
        label="Who can read it"
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText={`Others see the part above a line ${previewDivider}, else the first two paragraphs`}
        sx={{ gridColumn: '1 / -1' }}
      >
        {articleVisibilities.map((visibility) => (
          <option key={visibility} value={visibility}>
            {visibilityLabels[visibility]}
          </option>
        ))}
      </FormTextField>
      {form.watch('visibility') === 'tiers' && (
        <Controller
          name="tiers"
          control={control}
          render={({ field, fieldState }) => (
            <TierChoices
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <Controller
        name="content"
        control={control}
        render={({ field, fieldState }) => (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MarkdownEditor
              label="Content (Markdown)"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          </Box>
        )}
      />
    </FormDialog>
  );
}
