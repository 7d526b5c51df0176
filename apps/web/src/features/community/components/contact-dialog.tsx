import CloseIcon from '@mui/icons-material/Close';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { contactInquirySchema } from '@commons/core/community/schemas';
import { Form, FormTextField } from '../../../lib/form.tsx';
import { useSubmitContactInquiry } from '../api/submit-contact-inquiry.ts';
import { contactCopy } from '../content/forms.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSubmissionForm } from './use-submission-form.ts';
import { ResponsiveDialog } from '../../../components/responsive-dialog.tsx';

const emptyContact = { name: '', email: '', subject: '', message: '', website: '' };

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The footer's Contact: a dialog storing a contact inquiry through POST /api/contact. */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  const submit = useSubmitContactInquiry();
  const { form, save } = useSubmissionForm({
    schema: contactInquirySchema,
    defaultValues: emptyContact,
    submit,
    copy: contactCopy,
    onSubmitted: () => {
      form.reset(emptyContact);
      onClose();
    },
  });
  const { control, register } = form;

  const close = () => {
    if (submit.isPending) return;
    onClose();
  };

  return (
    <ResponsiveDialog open={open} onClose={close} maxWidth="sm" aria-labelledby="contact-dialog-title">
      <DialogTitle id="contact-dialog-title" sx={{ pr: 7 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'secondary.main',
              flexShrink: 0,
            }}
          >
            <MailOutlineIcon fontSize="small" />
          </Box>
          <span>{contactCopy.title}</span>
        </Stack>
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <Form
        form={form}
        onSubmit={save}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {contactCopy.intro}
          </Typography>
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
              <FormTextField
                control={control}
                name="email"
                label="Email"
                type="email"
                required
                autoComplete="email"
              />
            </Stack>
            <FormTextField control={control} name="subject" label="Subject" required />
            <FormTextField control={control} name="message" label="Message" required multiline minRows={5} />
          </Stack>
          <HoneypotField registration={register('website')} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} color="inherit" disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {submit.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </DialogActions>
      </Form>
    </ResponsiveDialog>
  );
}
