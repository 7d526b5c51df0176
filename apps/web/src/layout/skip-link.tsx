import Box from '@mui/material/Box';

/** The first tab stop: jumps keyboard users past the top bar to the page's content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
        // Move focus without changing the URL's hash (the router owns it).
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      Skip to main content
    </Box>
  );
}
