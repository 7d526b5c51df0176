import { Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { PillarAction } from '../content/types.ts';

type PillarActionButtonProps = Omit<ButtonProps, 'children' | 'href' | 'onClick' | 'action'> & {
  action: PillarAction;
};

/** A link styled as a button: to a route, or to a section of the page ('#id'). */
export function PillarActionButton({ action, ...props }: PillarActionButtonProps) {
  return (
    <Button component={RouterLink} to={action.to} {...props}>
      {action.label}
    </Button>
  );
}
