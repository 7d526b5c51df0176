import { Button, Stack, TextField, Typography } from '@mui/material';
import { useToast } from '../../../lib/toast.tsx';
import {
  useIssueSponsorReportLink,
  useRevokeSponsorReportLink,
  type SponsorLine,
  type SponsorView,
} from '../api/sponsors.ts';
import { formatMinute } from '../lib/format.ts';

/**
 * The sponsor's read-only report link: create (or replace), copy and revoke. The address is the
 * current link's whenever the sponsor is opened, the same the weekly e-mail carries.
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
  // The mutations refetch the sponsor before they settle, so the detail holds the new address.
  const url = detail?.reportUrl ?? null;
  const issuedAt = detail?.reportLinkIssuedAt ?? null;

  const create = () =>
    issue.mutate(sponsor.id, {
      onError: () => toast({ title: 'Could not create the link', variant: 'error' }),
    });
  const end = () =>
    revoke.mutate(sponsor.id, {
      onSuccess: () => toast({ title: `Report link of ${sponsor.name} revoked` }),
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
            {issuedAt ? `Created on ${formatMinute(issuedAt)}. ` : ''}Anyone with this address sees this
            sponsor&apos;s figures; the weekly e-mail carries the same one. A new link ends it.
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No link yet: create one to let the sponsor see their figures without signing in.
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {url && (
          <Button variant="contained" onClick={() => void copy()}>
            Copy link
          </Button>
        )}
        <Button variant={url ? 'outlined' : 'contained'} onClick={create} disabled={issue.isPending}>
          {url ? 'Create new link' : 'Create link'}
        </Button>
        {url && (
          <Button color="error" onClick={end} disabled={revoke.isPending}>
            Revoke link
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
