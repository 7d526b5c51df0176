import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BiotechIcon from '@mui/icons-material/Biotech';
import BoltIcon from '@mui/icons-material/Bolt';
import ConnectWithoutContactIcon from '@mui/icons-material/ConnectWithoutContact';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentsIcon from '@mui/icons-material/Payments';
import PsychologyIcon from '@mui/icons-material/Psychology';
import PublicIcon from '@mui/icons-material/Public';
import RecyclingIcon from '@mui/icons-material/Recycling';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import ShieldIcon from '@mui/icons-material/Shield';
import SpeedIcon from '@mui/icons-material/Speed';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { IconKey } from '../content/types.ts';
import type { SvgIconComponent } from '../../../components/svg-icon-component.ts';

/** The drawing for each icon key of the pillar content. */
export const pillarIcons: Record<IconKey, SvgIconComponent> = {
  school: SchoolIcon,
  faculty: PsychologyIcon,
  projects: LightbulbIcon,
  network: PublicIcon,
  credential: WorkspacePremiumIcon,
  sandbox: ViewInArIcon,
  fintech: PaymentsIcon,
  health: HealthAndSafetyIcon,
  agri: AgricultureIcon,
  energy: BoltIcon,
  edtech: MenuBookIcon,
  clean: RecyclingIcon,
  regulation: GavelIcon,
  market: SpeedIcon,
  partners: HandshakeIcon,
  ip: ShieldIcon,
  studio: RocketLaunchIcon,
  speed: AutoGraphIcon,
  risk: ShieldIcon,
  talent: Diversity3Icon,
  capital: AccountBalanceIcon,
  growth: TrendingUpIcon,
  jobs: GroupsIcon,
  countries: PublicIcon,
  success: EmojiEventsIcon,
  research: BiotechIcon,
  bridge: ConnectWithoutContactIcon,
  fellowship: SchoolIcon,
  lab: ScienceIcon,
  university: ApartmentIcon,
};
