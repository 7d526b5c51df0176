import { useEffect, useRef } from 'react';
import { codeLength } from '../components/code-input.tsx';

/**
 * The sixth digit of a one-time code submits by itself, once per code: a refused code cleared and
 * typed again submits again. `ready` is false while a submission runs or the code has expired.
 */
export function useSubmitFullCode(code: string, submit: () => unknown, ready: boolean): void {
  const submittedCode = useRef('');
  useEffect(() => {
    if (code.length < codeLength) submittedCode.current = '';
    else if (ready && submittedCode.current !== code) {
      submittedCode.current = code;
      void submit();
    }
  }, [code, ready, submit]);
}
