import Box from '@mui/material/Box';
import { useId, useState, type ChangeEvent } from 'react';

export const codeLength = 6;

interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  /** The accessible name of the field. */
  label: string;
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * A one-time code entry drawn as six boxes. Underneath it is one ordinary input, so typing, paste,
 * the phone's code autofill and screen readers all work as they do on any field; everything but
 * digits is dropped and at most six are kept.
 */
export function CodeInput({
  value,
  onChange,
  onBlur,
  disabled,
  error,
  label,
  describedBy,
  autoFocus,
}: CodeInputProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, codeLength - 1);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value.replace(/\D/g, '').slice(0, codeLength));

  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', gap: { xs: 1, sm: 1.5 } }}>
      {Array.from({ length: codeLength }, (_, index) => (
        <Box
          key={index}
          aria-hidden
          sx={{
            width: { xs: 40, sm: 52 },
            height: { xs: 50, sm: 60 },
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1.5,
            border: 2,
            borderColor: error
              ? 'error.main'
              : focused && index === active && !disabled
                ? 'primary.main'
                : 'divider',
            bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
            fontSize: 28,
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            color: 'text.primary',
            transition: 'border-color 120ms',
          }}
        >
          {value[index] ?? ''}
        </Box>
      ))}
      <Box
        component="input"
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={error || undefined}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        autoFocus={autoFocus}
        disabled={disabled}
        value={value}
        onChange={handleChange}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          opacity: 0,
          border: 0,
          fontSize: 16,
          cursor: disabled ? 'not-allowed' : 'text',
        }}
      />
    </Box>
  );
}
