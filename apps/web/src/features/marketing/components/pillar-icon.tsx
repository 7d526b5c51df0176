import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { PillarIcon as PillarIconName } from '../../../content/pillars.ts';

const icons = {
  school: SchoolIcon,
  sandbox: ScienceIcon,
  studio: RocketLaunchIcon,
  fund: SavingsIcon,
  bridge: AccountBalanceIcon,
} satisfies Record<PillarIconName, unknown>;

/** The icon standing for a pillar (content/pillars.ts names it). */
export function PillarIcon({ name, ...props }: { name: PillarIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
