import Link from '@mui/material/Link';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../../lib/form.tsx';
import { useToast, type ToastMessage } from '../../../../lib/toast.tsx';
import { failureToast } from '../../../../lib/use-submit-with-toast.ts';
import { settingsText } from '../../content.ts';
import { settingsFailure } from './failure-toast.ts';

/** The proof a sensitive change asks for (core's reauthentication): the password, or a mailed code. */
type ProofValues = FieldValues & { password?: string | undefined; code?: string | undefined };

/** Asks the server to mail the code: `POST /api/me/deletion-code` or `/api/me/email-change-code`. */
interface CodeRequest {
  mutate: (input: undefined, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface ProofChoice {
  withCode: boolean;
  useCode: () => void;
  usePassword: () => void;
  sending: boolean;
}

/**
 * Which proof the form asks for. "Send me a code" mails one and shows the code field; either way
 * only the shown field has a value (the schema checks whichever proof is given), and the other
 * fields keep theirs.
 */
export function useProofChoice<V extends ProofValues, O>(
  form: UseFormReturn<V, unknown, O>,
  request: CodeRequest,
  codeSent: ToastMessage,
): ProofChoice {
  const toast = useToast();
  const [withCode, setWithCode] = useState(false);
  const switchTo = (code: boolean) => {
    const { password: _password, code: _code, ...others } = form.getValues();
    setWithCode(code);
    form.reset({ ...others, ...(code ? { code: '' } : { password: '' }) } as V);
  };
  return {
    withCode,
    sending: request.isPending,
    usePassword: () => switchTo(false),
    useCode: () =>
      request.mutate(undefined, {
        onSuccess: () => {
          switchTo(true);
          toast(codeSent);
        },
        onError: (error) => toast(failureToast(error, settingsFailure(settingsText.toasts.codeFailed))),
      }),
  };
}

/** The password or code field, and the link that switches to the other proof. */
export function ProofField<V extends ProofValues, O>({
  form,
  choice,
  labels,
}: {
  form: UseFormReturn<V, unknown, O>;
  choice: ProofChoice;
  labels: { useCode: string; usePassword: string };
}) {
  return (
    <>
      {choice.withCode ? (
        <FormTextField
          control={form.control}
          name={'code' as FieldPath<V>}
          label="Code"
          autoComplete="one-time-code"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      ) : (
        <FormTextField
          control={form.control}
          name={'password' as FieldPath<V>}
          label="Password"
          type="password"
          autoComplete="current-password"
          size="small"
        />
      )}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={choice.withCode ? choice.usePassword : choice.useCode}
        disabled={choice.sending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {choice.withCode ? labels.usePassword : labels.useCode}
      </Link>
    </>
  );
}
