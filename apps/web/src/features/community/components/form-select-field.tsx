import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../lib/form.tsx';

interface FormSelectFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  control: Control<V>;
  label: string;
  options: readonly string[];
  /** The prompt shown before a choice is made; it is not a choice itself. */
  placeholder: string;
  required?: boolean;
  helperText?: string;
}

/**
 * A labelled native select bound to a form field: the phone's own picker on mobile, keyboard
 * friendly everywhere. The prompt option is disabled, so no choice has an empty value (spec section 5);
 * an optional select simply stays on its prompt.
 */
export function FormSelectField<V extends FieldValues>({
  name,
  control,
  label,
  options,
  placeholder,
  required,
  helperText,
}: FormSelectFieldProps<V>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      required={required}
      helperText={helperText}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </FormTextField>
  );
}
