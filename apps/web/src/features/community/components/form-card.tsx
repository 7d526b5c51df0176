import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from '../../../lib/form.tsx';

/** The white card holding a community form, with its title and a note on required fields. */
export function FormCard<V extends FieldValues, O>({
  title,
  intro,
  form,
  onSubmit,
  children,
  labelId,
}: {
  title: string;
  intro: string;
  form: UseFormReturn<V, unknown, O>;
  onSubmit: SubmitHandler<O>;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <Card sx={{ bgcolor: 'background.paper' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <Typography id={labelId} variant="h4" component="h2" sx={{ color: 'primary.main', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          Fields marked * are required.
        </Typography>
        <Form form={form} onSubmit={onSubmit} aria-labelledby={labelId} sx={{ position: 'relative' }}>
          {children}
        </Form>
      </CardContent>
    </Card>
  );
}

/** A titled group of fields inside a form. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 4, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        sx={{
          color: 'accent.dark',
          mb: 2,
          p: 0,
          display: 'block',
          width: '100%',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Spans both columns of a FieldGroup. */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

/** The form's submit button (disabled while sending) and a note beside it on what happens next. */
export function FormSubmitRow({ label, pending, note }: { label: string; pending: boolean; note: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? 'Submitting...' : label}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Stack>
  );
}
