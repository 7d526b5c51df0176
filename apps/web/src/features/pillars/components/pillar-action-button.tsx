import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../lib/toast.tsx';
import type { PillarAction } from '../content/types.ts';

type PillarActionButtonProps = Omit<ButtonProps, 'children' | 'href' | 'onClick' | 'action'> & {
  action: PillarAction;
};

/**
 * A link styled as a button when the action has a target; otherwise a real button that says the
 * feature is coming soon (never a dead `href="#"`).
 */
export function PillarActionButton({ action, ...props }: PillarActionButtonProps) {
  const toast = useToast();
  if ('to' in action) {
    return (
      <Button component={RouterLink} to={action.to} {...props}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      {...props}
      onClick={() => toast({ title: 'Coming soon', description: action.comingSoon, variant: 'info' })}
    >
      {action.label}
    </Button>
  );
}
