import type { Control, FieldValues } from 'react-hook-form';

/**
 * lib/form.tsx's fields take `Control<V>`, whose submitted values equal the input values. The
 * community schemas turn blank optional fields into null, so the submitted type differs; the
 * control object is the same, only its third type parameter is widened here.
 */
export function inputControl<V extends FieldValues, O>(control: Control<V, unknown, O>): Control<V> {
  return control as unknown as Control<V>;
}
