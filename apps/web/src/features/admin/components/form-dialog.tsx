import { Box, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form, showServerFieldErrors } from '../../../lib/form.tsx';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

/**
 * The console's create / edit dialog: full screen on small screens, the title, the fields in a
 * two-column grid (one column on phones), Cancel and the submit button. A field error the server
 * sends back is shown under its field, and the dialog stays open.
 */
export function FormDialog<V extends FieldValues, O>({
  form,
  title,
  submitLabel,
  submitDisabled = false,
  maxWidth,
  onClose,
  onSubmit,
  children,
}: {
  /** What `useZodForm` returned. */
  form: UseFormReturn<V, unknown, O>;
  title: string;
  submitLabel: string;
  /** Keeps the submit button off while there is nothing to submit yet. */
  submitDisabled?: boolean;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  /** Resolves when saved (the caller then closes the dialog); rejects to keep it open. */
  onSubmit: (fields: O) => Promise<void>;
  /** The fields; `gridColumn: '1 / -1'` makes one span the row. */
  children: ReactNode;
}) {
  const { formState } = form;
  const titleId = useId();

  const save = async (fields: O) => {
    try {
      await onSubmit(fields);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
    }
  };

  return (
    <ResponsiveDialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form form={form} onSubmit={save} sx={{ display: 'contents' }}>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {children}
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </ResponsiveDialog>
  );
}
