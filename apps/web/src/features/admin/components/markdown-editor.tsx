import { lazy, Suspense, useId } from 'react';
import { Box, FormHelperText, FormLabel, Skeleton, useMediaQuery, useTheme } from '@mui/material';
import { MarkdownPreview } from './markdown-preview.tsx';

/**
 * The editor component (@uiw/react-md-editor, its build without code highlighting) is loaded when
 * the form opens: it and its Markdown parser stay out of every other page's JavaScript. Its own
 * preview is replaced by the server's (the renderer the public pages use), so what staff see is
 * what readers get.
 */
const Editor = lazy(() => import('./markdown-editor-field.tsx'));

export function MarkdownEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
}) {
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  return (
    <Box>
      <FormLabel htmlFor={id} required error={Boolean(error)} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={420} aria-label="Loading the editor" />}>
        <Editor
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          mode={wide ? 'live' : 'edit'}
          renderPreview={(source) => <MarkdownPreview content={source} />}
        />
      </Suspense>
      {(error ?? helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Box>
  );
}
