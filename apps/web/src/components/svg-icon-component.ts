import type SvgIcon from '@mui/material/SvgIcon';

/** The type of an MUI icon component (the icons package does not export it). */
export type SvgIconComponent = typeof SvgIcon;
