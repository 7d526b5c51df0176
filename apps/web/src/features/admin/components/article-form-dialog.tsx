import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { articleCategories } from '@commons/core/knowledge/article';
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
import { CoverField } from './cover-field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { MarkdownEditor } from './markdown-editor.tsx';

function initialValues(article: AdminArticle | null): CreateArticleInput {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? 'Insight',
    excerpt: article?.excerpt ?? '',
    imageUrl: article?.imageUrl ?? '',
    coverImage: article?.coverImage ?? null,
    coverAlt: article?.coverAlt ?? '',
    featured: article?.featured ?? false,
    content: article?.content ?? '',
    visibility: article?.visibility ?? 'public',
    tiers: article?.tiers ?? [],
  };
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
 * its alternative text; the Markdown in an editor with a toolbar and the server's live preview.
 * Publishing is done from the list, not here.
 */
export function ArticleFormDialog({
  article,
  onClose,
  onSubmit,
}: {
  /** The article to edit (with its body), or null to write a new one. */
  article: AdminArticle | null;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep it open. */
  onSubmit: (fields: CreateArticleInput) => Promise<void>;
}) {
  const form = useZodForm(createArticleSchema, { defaultValues: initialValues(article) });
  const { control } = form;

  return (
    <FormDialog
      form={form}
      title={article ? 'Edit Article' : 'New Article'}
      submitLabel={article ? 'Save' : 'Create draft'}
      maxWidth="md"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField control={control} name="title" label="Title" required sx={{ gridColumn: '1 / -1' }} />
      <FormTextField
        control={control}
        name="slug"
        label="Slug"
        required
        helperText="Lowercase words joined by hyphens; the article's address /knowledge/<slug>"
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
