import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors, useZodForm } from '../../../lib/form.tsx';
import { useToast } from '../../../lib/toast.tsx';
import { submissionFailedToast } from './submission-failure.ts';

export interface SubmissionFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  schema: S;
  defaultValues: NonNullable<Parameters<typeof useZodForm<S>>[1]>['defaultValues'];
  /** The mutation storing the submission (`useSubmitF100Application()`...). */
  submit: { mutateAsync: (values: z.output<S>) => Promise<unknown> };
  /** The toast once stored. */
  copy: { successTitle: string; successDescription: string };
  /** Called with the stored values after the success toast. */
  onSubmitted: (values: z.output<S>) => void;
}

/**
 * A community form's submission (spec section 8): on success a toast and `onSubmitted`; on failure
 * the server's field messages under their fields and a 'Submission Failed' toast. `save` is the
 * `<Form>`'s `onSubmit`.
 */
export function useSubmissionForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  submit,
  copy,
  onSubmitted,
}: SubmissionFormOptions<S>) {
  const toast = useToast();
  const form = useZodForm(schema, { defaultValues });
  const save = async (values: z.output<S>) => {
    try {
      await submit.mutateAsync(values);
      toast({ title: copy.successTitle, description: copy.successDescription });
      onSubmitted(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast(submissionFailedToast(error));
    }
  };
  return { form, save };
}
