import { zodResolver } from '@hookform/resolvers/zod';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  Controller,
  useForm,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

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
