import PersonIcon from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { profileSchema, type ProfileInput } from '@commons/core/profile/schemas';
import { Form, FormTextField, showServerFieldErrors, useZodForm } from '../../../../lib/form.tsx';
import type { StoredMember } from '../../../../lib/stored-member.ts';
import { useToast } from '../../../../lib/toast.tsx';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { settingsText } from '../../content.ts';
import { Panel } from '../panel.tsx';
import { failureToast } from './failure-toast.ts';

const fields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'organization', label: 'Organization', autoComplete: 'organization' },
  { name: 'position', label: 'Position', autoComplete: 'organization-title' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
] as const;

/** Names, organization, position and phone, by the sign-up rules (core's schema). */
export function ProfilePanel({ member }: { member: StoredMember }) {
  const toast = useToast();
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
  const save = (profile: ProfileInput) =>
    update.mutate(profile, {
      onSuccess: () => toast(settingsText.toasts.profileSaved),
      onError: (error) => {
        showServerFieldErrors(error, form.setError);
        toast(failureToast(settingsText.toasts.profileFailed, error));
      },
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
