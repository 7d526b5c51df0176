import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { DashboardSectionId } from '../content.ts';

const icons = {
  overview: DashboardIcon,
  membership: WorkspacePremiumIcon,
  payment: CreditCardIcon,
  community: GroupsIcon,
  opportunities: TrendingUpIcon,
  settings: SettingsIcon,
} as const;

export function SectionIcon({ section, ...props }: { section: DashboardSectionId } & SvgIconProps) {
  const Icon = icons[section];
  return <Icon {...props} />;
}
