import { budgetRanges, partnershipSectors, partnershipTypes } from '@commons/core/community/options';
import { partnershipInquirySchema, type PartnershipInquiryFields } from '@commons/core/community/schemas';
import { FormTextField } from '../../../lib/form.tsx';
import { useSubmitPartnershipInquiry } from '../api/submit-partnership-inquiry.ts';
import { partnershipFormCopy } from '../content/forms.ts';
import { partnershipPage } from '../content/partnership.ts';
import { FieldGroup, FormCard, FormSubmitRow, FullWidth } from './form-card.tsx';
import { FormSelectField } from './form-select-field.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

const emptyInquiry = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  budget: '' as const,
  timeline: '',
  description: '',
  website: '',
};

/** The partnership inquiry form (fields of partnership_inquiries); calls `onSubmitted` once stored. */
export function PartnershipInquiryForm({
  onSubmitted,
}: {
  onSubmitted: (inquiry: PartnershipInquiryFields) => void;
}) {
  const submit = useSubmitPartnershipInquiry();
  const { form, save } = useSubmissionForm({
    schema: partnershipInquirySchema,
    defaultValues: emptyInquiry,
    submit,
    copy: partnershipFormCopy,
    onSubmitted,
  });
  const { control, register } = form;

  return (
    <FormCard
      title={partnershipPage.form.title}
      intro={partnershipPage.form.intro}
      form={form}
      onSubmit={save}
      labelId="partnership-form-title"
    >
      <FieldGroup title="Organisation and contact">
        <FullWidth>
          <FormTextField
            control={control}
            name="companyName"
            label="Company name"
            required
            autoComplete="organization"
          />
        </FullWidth>
        <FormTextField
          control={control}
          name="contactName"
          label="Contact name"
          required
          autoComplete="name"
        />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          helperText="Optional"
        />
        <FormSelectField
          control={control}
          name="sector"
          label="Sector"
          options={partnershipSectors}
          placeholder="Select your sector"
          required
        />
      </FieldGroup>
      <FieldGroup title="The partnership">
        <FullWidth>
          <FormSelectField
            control={control}
            name="partnershipType"
            label="Partnership type"
            options={partnershipTypes}
            placeholder="Select a partnership type"
            required
          />
        </FullWidth>
        <FormSelectField
          control={control}
          name="budget"
          label="Budget range"
          options={budgetRanges}
          placeholder="Select a budget range"
          helperText="Optional"
        />
        <FormTextField
          control={control}
          name="timeline"
          label="Timeline"
          placeholder="e.g. Within 6 months"
          helperText="Optional"
        />
        <FullWidth>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            required
            multiline
            minRows={5}
            helperText="Your goals, the people or sectors you want to reach, and what success would look like."
          />
        </FullWidth>
      </FieldGroup>
      <HoneypotField registration={register('website')} />
      <FormSubmitRow label="Submit Inquiry" pending={submit.isPending} note="We reply within 48 hours." />
    </FormCard>
  );
}
