import MailIcon from '@mui/icons-material/MailOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../lib/toast.tsx';
import { failureToast } from '../../../../lib/use-submit-with-toast.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { settingsFailure } from './failure-toast.ts';

const text = settingsText.newsletter;

/** The newsletter switch: PATCH /api/me {newsletter}; the stored member follows the answer. */
export function NewsletterPanel({ subscribed }: { subscribed: boolean }) {
  const toast = useToast();
  const update = useUpdateProfile();
  // While the change is on its way, the switch shows what was asked for.
  const checked = update.isPending ? Boolean(update.variables.newsletter) : subscribed;

  const change = (newsletter: boolean) =>
    update.mutate(
      { newsletter },
      {
        onSuccess: () =>
          toast(newsletter ? settingsText.toasts.newsletterOn : settingsText.toasts.newsletterOff),
        onError: (error) => toast(failureToast(error, settingsFailure(settingsText.toasts.profileFailed))),
      },
    );

  return (
    <Panel title={text.title} icon={<MailIcon />}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {text.description}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={update.isPending}
              onChange={(event) => change(event.target.checked)}
            />
          }
          label={text.label}
        />
      </Stack>
    </Panel>
  );
}
