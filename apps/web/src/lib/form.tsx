import { zodResolver } from '@hookform/resolvers/zod';
import Box, { type BoxProps } from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  Controller,
  useForm,
  type Control,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * react-hook-form driven by a zod schema from core, so the browser shows exactly the messages the
 * server would send.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

type FormProps<V extends FieldValues, O> = Omit<BoxProps<'form'>, 'component' | 'onSubmit'> & {
  /** What `useZodForm` returned. */
  form: UseFormReturn<V, unknown, O>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<O>;
};

/** What a visitor with JavaScript off reads above a form, whose fields stay disabled. */
export const formNeedsScripts = 'This form needs JavaScript. Please turn it on in your browser to send it.';

/**
 * The `<form>` of a `useZodForm` form: the browser's own validation is off so the schema's messages
 * are the ones shown, and `onSubmit` only ever sees valid values. Server-rendered pages show their
 * forms before the script runs: until then the fields are disabled, because a native submit would
 * send the values (a password) in the page's URL.
 */
export function Form<V extends FieldValues, O>({ form, onSubmit, children, ...props }: FormProps<V, O>) {
  const hydrated = useHydrated();
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
      {/* `display: contents` keeps the form's own layout (grid, flex) for the fields. */}
      <fieldset disabled={!hydrated} style={{ display: 'contents' }}>
        {/* A fieldset names its group in a legend first (WCAG H71). This one only speaks with
            scripts off, to say why the fields stay disabled; it makes no box of its own, so it
            takes no place in the form's grid or flex layout. */}
        <Box component="legend" sx={{ display: 'contents' }}>
          <noscript>
            <Box
              component="span"
              sx={{ display: 'block', mb: 2, typography: 'body2', color: 'text.secondary' }}
            >
              {formNeedsScripts}
            </Box>
          </noscript>
        </Box>
        {children}
      </fieldset>
    </Box>
  );
}

/** Puts the server's field messages (a 400's `{ error, fields }`) under the fields they belong to. */
export function showServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    setError(name as FieldPath<V>, { type: 'server', message });
  }
}

type FormTextFieldProps<V extends FieldValues, O> = Omit<TextFieldProps, 'name'> & {
  name: FieldPath<V>;
  /** Any form's control: its submitted values (O) may differ from its inputs (blank -> null). */
  control: Control<V, unknown, O>;
};

/** A labelled MUI text field bound to a form field, showing its validation message. */
export function FormTextField<V extends FieldValues, O = V>({
  name,
  control,
  ...props
}: FormTextFieldProps<V, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth={props.fullWidth ?? true}
        />
      )}
    />
  );
}
