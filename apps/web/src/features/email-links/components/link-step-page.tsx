import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** What the page says: a heading and a sentence. */
export interface LinkPageText {
  heading: string;
  message: string;
}

export interface LinkStep {
  /** Before the button is pressed; the heading is also the tab's title. */
  ask: LinkPageText & { buttonLabel: string };
  /** Calls the API with the link's token; what the page then says. */
  act: (token: string) => Promise<LinkPageText>;
  /** The heading when the server refuses the step (its message follows). */
  refusedHeading: string;
  /** Where the page leads on. */
  back: { href: string; label: string };
}

const unreachableMessage = 'Unable to reach the server. Please try again.';

/**
 * The page an e-mailed link opens (`?token=`), inside the site's layout. Opening it changes
 * nothing: mail scanners follow links. The step is its button, which POSTs the token to the API.
 */
export function LinkStepPage({ ask, act, refusedHeading, back }: LinkStep) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const step = useMutation({ mutationFn: () => act(token) });
  const refused = step.error instanceof ApiError ? step.error : null;
  // The server refused the link (used, expired, forged): pressing again would change nothing.
  const text: LinkPageText = step.data
    ? step.data
    : refused
      ? { heading: refusedHeading, message: refused.serverMessage ?? refused.message }
      : ask;
  const showButton = !step.data && !refused;
  useDocumentTitle(text.heading);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
          {/* Read out when the step's answer replaces the question. */}
          <Stack spacing={3} role="status">
            <Typography variant="h4" component="h1">
              {text.heading}
            </Typography>
            <Typography>{text.message}</Typography>
            {step.error && !refused ? <Typography color="error">{unreachableMessage}</Typography> : null}
          </Stack>
          {showButton ? (
            <Button variant="contained" size="large" disabled={step.isPending} onClick={() => step.mutate()}>
              {ask.buttonLabel}
            </Button>
          ) : null}
          <Link component={RouterLink} to={back.href} sx={{ fontWeight: 600 }}>
            {back.label}
          </Link>
        </Stack>
      </Paper>
    </Container>
  );
}
