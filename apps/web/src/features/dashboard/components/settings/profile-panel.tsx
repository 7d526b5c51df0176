import PersonIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { profileSchema } from '@commons/core/profile/schemas';
import { Form, FormTextField, useZodForm } from '../../../../lib/form.tsx';
import type { StoredMember } from '../../../../lib/stored-member.ts';
import { useSubmitWithToast } from '../../../../lib/use-submit-with-toast.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { settingsFailure } from './failure-toast.ts';

const fields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'organization', label: 'Organization', autoComplete: 'organization' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
] as const;

/** Names, organization, position and phone, by the sign-up rules (core's schema). */
export function ProfilePanel({ member }: { member: StoredMember }) {
  const update = useUpdateProfile();
  const form = useZodForm(profileSchema, {
    defaultValues: {
      firstName: member.firstName,
      lastName: member.lastName,
      organization: member.organization ?? '',
      position: member.position ?? '',
      phone: member.phone ?? '',
    },
  });
  const save = useSubmitWithToast({
    mutation: update,
    setError: form.setError,
    onSuccess: () => settingsText.toasts.profileSaved,
    failure: settingsFailure(settingsText.toasts.profileFailed),
  });

  return (
    <Panel title={settingsText.profile.title} icon={<PersonIcon />}>
      <Form form={form} onSubmit={save} aria-label={settingsText.profile.title}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {fields.map((field) => (
            <FormTextField key={field.name} control={form.control} size="small" {...field} />
          ))}
        </Box>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={update.isPending}>
          {update.isPending ? settingsText.profile.saving : settingsText.profile.save}
        </Button>
      </Form>
    </Panel>
  );
}
