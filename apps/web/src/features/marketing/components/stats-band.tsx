import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { stats } from '../../../content/landing.ts';

/** The four claims of spec section 2, as a description list of figure and label. */
export function StatsBand() {
  return (
    <Box component="section" aria-label="The collective in numbers" sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: { xs: 2, md: 3 },
          }}
        >
          {stats.map((stat) => (
            <Box
              key={stat.label}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                p: { xs: 2.5, md: 3.5 },
                bgcolor: 'background.paper',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                borderTop: '4px solid',
                borderTopColor: 'secondary.main',
              }}
            >
              <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600, mt: 0.5 }}>
                {stat.label}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  m: 0,
                  fontFamily: (theme) => theme.typography.h2.fontFamily,
                  fontWeight: 700,
                  fontSize: { xs: '2.25rem', md: '3rem' },
                  lineHeight: 1.05,
                  color: 'primary.main',
                }}
              >
                {stat.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
