import { Dialog, useMediaQuery, type DialogProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/**
 * A dialog as wide as its `maxWidth` allows, and the whole screen on a phone, where a floating card
 * leaves its form or table no room.
 */
export function ResponsiveDialog(props: DialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return <Dialog fullWidth fullScreen={fullScreen} {...props} />;
}
