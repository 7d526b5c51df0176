import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { knowledgeTeaser } from '../../../content/landing.ts';
import { ArticleGrid, useArticles } from '../../knowledge/index.ts';
import { SectionHeading } from './section-heading.tsx';

/** The first three articles of GET /api/knowledge (spec section 2). */
export function KnowledgeTeaser() {
  const articles = useArticles();
  const firstThree = (articles.data ?? []).slice(0, knowledgeTeaser.count);
  return (
    <Box
      component="section"
      id="knowledge"
      aria-labelledby="knowledge-heading"
      sx={{ py: { xs: 8, md: 12 } }}
    >
      <Container>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'flex-start', md: 'flex-end' },
            justifyContent: 'space-between',
            gap: 3,
          }}
        >
          <SectionHeading
            id="knowledge-heading"
            eyebrow={knowledgeTeaser.eyebrow}
            heading={knowledgeTeaser.heading}
            intro={knowledgeTeaser.intro}
          />
          <Button
            component={RouterLink}
            to={knowledgeTeaser.viewAll.to}
            variant="outlined"
            endIcon={<ArrowForwardIcon />}
            sx={{ flexShrink: 0 }}
          >
            {knowledgeTeaser.viewAll.label}
          </Button>
        </Box>
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          {articles.isPending ? (
            <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
              {knowledgeTeaser.loading}
            </Typography>
          ) : firstThree.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
              {knowledgeTeaser.empty}
            </Typography>
          ) : (
            <ArticleGrid articles={firstThree} twoColumnsFromSm={false} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
