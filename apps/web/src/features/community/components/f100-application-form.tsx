import { f100Sectors } from '@commons/core/community/options';
import { f100ApplicationSchema, type F100ApplicationFields } from '@commons/core/community/schemas';
import { FormTextField } from '../../../lib/form.tsx';
import { useSubmitF100Application } from '../api/submit-f100-application.ts';
import { f100Page } from '../content/f100.ts';
import { f100FormCopy } from '../content/forms.ts';
import { FieldGroup, FormCard, FormSubmitRow, FullWidth } from './form-card.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

const emptyApplication = {
  firstName: '',
  lastName: '',
  email: '',
  organization: '',
  position: '',
  experience: '',
  leadership: '',
  innovation: '',
  vision: '',
  linkedinUrl: '',
  websiteUrl: '',
  website: '',
};

/** The F100 application form (fields of f100_applications); calls `onSubmitted` once stored. */
export function F100ApplicationForm({
  onSubmitted,
}: {
  onSubmitted: (application: F100ApplicationFields) => void;
}) {
  const submit = useSubmitF100Application();
  const { form, save } = useSubmissionForm({
    schema: f100ApplicationSchema,
    defaultValues: emptyApplication,
    submit,
    copy: f100FormCopy,
    onSubmitted,
  });
  const { control, register } = form;

  return (
    <FormCard
      title={f100Page.form.title}
      intro={f100Page.form.intro}
      form={form}
      onSubmit={save}
      labelId="f100-form-title"
    >
      <FieldGroup title="About you">
        <FormTextField
          control={control}
          name="firstName"
          label="First name"
          required
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="lastName"
          label="Last name"
          required
          autoComplete="family-name"
        />
        <FullWidth>
          <FormTextField
            control={control}
            name="email"
            label="Email"
            type="email"
            required
            autoComplete="email"
          />
        </FullWidth>
        <FormTextField
          control={control}
          name="organization"
          label="Organization"
          required
          autoComplete="organization"
        />
        <FormTextField
          control={control}
          name="position"
          label="Position"
          required
          autoComplete="organization-title"
        />
        <FullWidth>
          <FormSelectField
            control={control}
            name="sector"
            label="Sector"
            options={f100Sectors}
            placeholder="Select your sector"
            required
          />
        </FullWidth>
      </FieldGroup>
      <FieldGroup title="Your experience">
        <FullWidth>
          <FormTextField
            control={control}
            name="experience"
            label="Experience"
            required
            multiline
            minRows={3}
            helperText="Your years in the sector and the roles you have held."
          />
        </FullWidth>
        <FullWidth>
          <FormTextField
            control={control}
            name="leadership"
            label="Leadership"
            required
            multiline
            minRows={3}
            helperText="How you have led innovation or research: teams, programs, institutions."
          />
        </FullWidth>
        <FullWidth>
          <FormTextField
            control={control}
            name="innovation"
            label="Innovation"
            required
            multiline
            minRows={3}
            helperText="The innovation you are proudest of, and what it changed."
          />
        </FullWidth>
        <FullWidth>
          <FormTextField
            control={control}
            name="vision"
            label="Vision"
            required
            multiline
            minRows={3}
            helperText="What you would bring to the F100, and what you hope it achieves."
          />
        </FullWidth>
      </FieldGroup>
      <FieldGroup title="Online presence (optional)">
        <FormTextField
          control={control}
          name="linkedinUrl"
          label="LinkedIn URL"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          autoComplete="url"
        />
        <FormTextField
          control={control}
          name="websiteUrl"
          label="Website URL"
          type="url"
          placeholder="https://…"
        />
      </FieldGroup>
      <HoneypotField registration={register('website')} />
      <FormSubmitRow
        label="Submit Application"
        pending={submit.isPending}
        note="We review every application within 2 weeks."
      />
    </FormCard>
  );
}
