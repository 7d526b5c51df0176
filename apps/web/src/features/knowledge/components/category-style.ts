import AutoGraphIcon from '@mui/icons-material/AutoGraph';
import BiotechIcon from '@mui/icons-material/Biotech';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import EventIcon from '@mui/icons-material/Event';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import type { ArticleCategory } from '@commons/core/knowledge/article';

/** Each category's colour (white text passes AA on it), tint and icon. */
export const categoryStyle: Record<
  ArticleCategory,
  { solid: string; tint: string; text: string; Icon: typeof EventIcon }
> = {
  Research: { solid: '#0b2545', tint: '#e8edf4', text: '#0b2545', Icon: BiotechIcon },
  Event: { solid: '#127475', tint: '#e6f2f2', text: '#0f5f60', Icon: EventIcon },
  Insight: { solid: '#8a6100', tint: '#fbf1dc', text: '#7a5200', Icon: LightbulbIcon },
  Analysis: { solid: '#5b3f8c', tint: '#efeaf6', text: '#5b3f8c', Icon: AutoGraphIcon },
  'Case Study': { solid: '#9c2f3f', tint: '#f8e9eb', text: '#9c2f3f', Icon: CorporateFareIcon },
};
