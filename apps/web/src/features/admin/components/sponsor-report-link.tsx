import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../lib/toast.tsx';
import {
  useIssueSponsorReportLink,
  useRevokeSponsorReportLink,
  type SponsorLine,
  type SponsorView,
} from '../api/sponsors.ts';
import { formatMinute } from '../lib/format.ts';

/**
 * The sponsor's read-only report link: create (or replace), copy and revoke. The server keeps only
 * a digest of the token, so the address is shown right after it is created and never again.
 */
export function SponsorReportLink({
  sponsor,
  detail,
}: {
  sponsor: SponsorLine;
  detail: SponsorView | undefined;
}) {
  const issue = useIssueSponsorReportLink();
  const revoke = useRevokeSponsorReportLink();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const issuedAt = detail?.reportLinkIssuedAt ?? null;

  const create = () =>
    issue.mutate(sponsor.id, {
      onSuccess: (answer) => setUrl(answer.url),
      onError: () => toast({ title: 'Could not create the link', variant: 'error' }),
    });
  const end = () =>
    revoke.mutate(sponsor.id, {
      onSuccess: () => {
        setUrl(null);
        toast({ title: `Report link of ${sponsor.name} revoked` });
      },
      onError: () => toast({ title: 'Could not revoke the link', variant: 'error' }),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied' });
    } catch {
      toast({ title: 'Could not copy: select the address and copy it', variant: 'error' });
    }
  };

  return (
    <Stack component="section" aria-labelledby="sponsor-report-link-title" spacing={1.5} sx={{ mb: 3 }}>
      <Typography id="sponsor-report-link-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Report link
      </Typography>
      {url ? (
        <>
          <TextField
            label="Report link address"
            value={url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Typography variant="body2" color="text.secondary">
            Copy it now: the address is shown only once. Anyone with it sees this sponsor&apos;s figures.
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {issuedAt
            ? `A link was created on ${formatMinute(issuedAt)}. Create a new one to see an address; the old one then stops working.`
            : 'No link yet: create one to let the sponsor see their figures without signing in.'}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {url && (
          <Button variant="contained" onClick={() => void copy()}>
            Copy link
          </Button>
        )}
        <Button variant={url ? 'outlined' : 'contained'} onClick={create} disabled={issue.isPending}>
          {url || issuedAt ? 'Create new link' : 'Create link'}
        </Button>
        {(url || issuedAt) && (
          <Button color="error" onClick={end} disabled={revoke.isPending}>
            Revoke link
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
