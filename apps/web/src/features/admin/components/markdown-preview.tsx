import { Alert, Box } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { previewArticle } from '../api/preview-article.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

/**
 * The server's sanitised HTML of the Markdown, asked for once typing pauses; the last preview
 * stays on screen while the next one is rendered.
 */
export function MarkdownPreview({ content }: { content: string }) {
  const settled = useDebouncedValue(content, 400);
  const preview = useQuery({
    queryKey: ['admin', 'article-preview', settled],
    queryFn: () => previewArticle(settled),
    placeholderData: keepPreviousData,
  });
  if (preview.isError)
    return (
      <Alert severity="error">
        {preview.error instanceof ApiError
          ? (preview.error.serverMessage ?? preview.error.message)
          : 'Preview failed'}
      </Alert>
    );
  return (
    <Box
      data-testid="article-preview"
      aria-busy={preview.isFetching}
      sx={{
        px: 2,
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        lineHeight: 1.7,
        '& img': { maxWidth: '100%' },
        '& h2': { typography: 'h5', color: 'primary.main' },
        '& h3': { typography: 'h6', color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& pre': { overflowX: 'auto', bgcolor: 'grey.100', p: 2, borderRadius: 1 },
      }}
      // Sanitised on the server by the renderer the public pages use.
      dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '<p>Rendering…</p>' }}
    />
  );
}
