import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { canRead } from '@commons/core/knowledge/article-access';
import { Link as RouterLink } from 'react-router-dom';
import type { StoredMember } from '../../../lib/stored-member.ts';
import { storedReader, unlockLabel, useArticles } from '../../knowledge/index.ts';
import { DashboardSection, Panel } from './panel.tsx';

/**
 * "Your library": the members-only articles the member's tier opens, from the published list (the
 * same decision the server makes when it sends them the whole article).
 */
export function LibrarySection({ member }: { member: StoredMember }) {
  const articles = useArticles();
  const reader = storedReader(member);
  const unlocked = (articles.data ?? []).filter(
    (article) => article.visibility !== 'public' && canRead(article, reader),
  );
  return (
    <DashboardSection
      id="library"
      title="Your library"
      subtitle="Members-only knowledge your membership opens."
    >
      <Panel
        title={`${unlocked.length} members-only ${unlocked.length === 1 ? 'article' : 'articles'}`}
        icon={<LockOpenIcon />}
      >
        {articles.isPending ? (
          <Typography role="status" color="text.secondary">
            Loading your library...
          </Typography>
        ) : unlocked.length === 0 ? (
          <Typography color="text.secondary">
            {reader
              ? 'No members-only articles are open to your tier yet.'
              : 'Members-only articles open once your membership is active.'}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {unlocked.map((article) => (
              <li key={article.id}>
                <Link component={RouterLink} to={`/knowledge/${article.slug}`} sx={{ fontWeight: 600 }}>
                  {article.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {article.category} · {unlockLabel(article)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <Button component={RouterLink} to="/knowledge" size="small" sx={{ mt: 2, alignSelf: 'flex-start' }}>
          Browse articles
        </Button>
      </Panel>
    </DashboardSection>
  );
}
