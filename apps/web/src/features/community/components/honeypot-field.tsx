import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); automated submitters fill it, and the server then stores nothing.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
