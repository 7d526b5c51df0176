import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  IconButton,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  adSlotSizes,
  adWeightLimits,
  maxCreativesPerCampaign,
  sizeLabel,
} from '@commons/core/ads/ad-campaign';
import { articleCategories } from '@commons/core/knowledge/article';
import {
  createCampaignObject,
  withFirstCreativeFields,
  type CreateAdCampaignCommand,
  type CreateAdCampaignInput,
} from '@commons/core/ads/campaign-schema';
import { accountTiers } from '@commons/core/members/tiers';
import { Controller, useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField, useZodForm } from '../../../lib/form.tsx';
import { capitalize, tierLabel } from '../../../lib/labels.ts';
import type { AdminCampaign } from '../api/ad-campaigns.ts';
import { useSponsors } from '../api/sponsors.ts';
import { campaignStatusOptions, slotOptions } from '../content.ts';
import { toDateTimeLocal } from '../lib/format.ts';
import { CreativeImageField } from './creative-image-field.tsx';
import { FormDialog } from './form-dialog.tsx';

/** The server's rules (1 to 100) plus the admin form's narrower weight range (spec section 5: 1 to 10). */
export const campaignFormSchema = z.preprocess(
  (input: CreateAdCampaignInput) => withFirstCreativeFields(input),
  createCampaignObject.refine((campaign) => campaign.weight <= adWeightLimits.formMax, {
    message: `Weight must be between ${adWeightLimits.min} and ${adWeightLimits.formMax}`,
    path: ['weight'],
  }),
);

type CampaignFormValues = CreateAdCampaignInput;

const emptyCreative = { imageUrl: '', altText: '', clickUrl: '', weight: String(adWeightLimits.default) };

/**
 * The campaign's creatives, each with its image, alt text, click URL and weight within the
 * campaign; the first one's labels are the spec's single-banner fields'.
 */
function CreativeFields({
  control,
  setValue,
}: {
  control: Control<CampaignFormValues>;
  setValue: UseFormSetValue<CampaignFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'creatives', keyName: 'key' });
  const slot = useWatch({ control, name: 'slotId' }) ?? 'dashboard-primary';
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
      {fields.map((field, index) => {
        const suffix = index === 0 ? '' : ` (creative ${index + 1})`;
        return (
          <Box
            key={field.key}
            role="group"
            aria-label={`Creative ${index + 1}`}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 8rem auto' } }}
          >
            <CreativeImageField
              control={control}
              index={index}
              slot={slot}
              label={`Image URL${suffix}`}
              onUploaded={(imageUrl) =>
                setValue(`creatives.${index}.imageUrl`, imageUrl, { shouldValidate: true, shouldDirty: true })
              }
            />
            <FormTextField
              control={control}
              name={`creatives.${index}.altText`}
              label={`Alt text${suffix}`}
              required
              sx={{ gridColumn: '1 / -1' }}
            />
            <FormTextField
              control={control}
              name={`creatives.${index}.clickUrl`}
              label={`Click URL${suffix}`}
              type="url"
              required
              placeholder="https://"
            />
            <FormTextField
              control={control}
              name={`creatives.${index}.weight`}
              label="Creative weight"
              type="number"
              slotProps={{ htmlInput: { min: adWeightLimits.min, max: adWeightLimits.max, step: 1 } }}
            />
            <IconButton
              aria-label={`Remove creative ${index + 1}`}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
              sx={{ alignSelf: 'center' }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= maxCreativesPerCampaign}
          onClick={() => append(emptyCreative)}
        >
          Add creative
        </Button>
        <Typography variant="body2" color="text.secondary">
          Creatives share the campaign&apos;s showings in proportion to their weights.
        </Typography>
      </Box>
    </Box>
  );
}

function initialValues(campaign: AdminCampaign | null): CampaignFormValues {
  if (!campaign)
    return {
      name: '',
      sponsorId: '',
      slotId: 'dashboard-primary',
      imageUrl: '',
      alt: '',
      clickUrl: '',
      creatives: [emptyCreative],
      status: 'active',
      weight: String(adWeightLimits.default),
      startAt: '',
      endAt: '',
      impressionCap: '',
      frequencyCap: '',
      tiers: [],
      sectors: '',
      countries: '',
      categories: [],
    };
  return {
    name: campaign.name,
    sponsorId: campaign.sponsorId,
    slotId: campaign.slotId,
    imageUrl: campaign.imageUrl,
    alt: campaign.alt,
    clickUrl: campaign.clickUrl,
    creatives: campaign.creatives.map(({ id, imageUrl, altText, clickUrl, weight }) => ({
      id,
      imageUrl,
      altText,
      clickUrl,
      weight: String(weight),
    })),
    status: campaign.status,
    weight: String(campaign.weight),
    startAt: toDateTimeLocal(campaign.startAt),
    endAt: toDateTimeLocal(campaign.endAt),
    impressionCap: campaign.impressionCap === null ? '' : String(campaign.impressionCap),
    frequencyCap: campaign.frequencyCap === null ? '' : String(campaign.frequencyCap),
    tiers: campaign.tiers,
    sectors: campaign.sectors.join(', '),
    countries: campaign.countries.join(', '),
    categories: campaign.categories,
  };
}

const scheduleFields = [
  ['startAt', 'Start (optional)'],
  ['endAt', 'End (optional)'],
] as const;

/**
 * Number fields keep their label above the box: MUI shrinks a label when it sees a value change,
 * and a value set without a change event (autofill, a script) would otherwise sit under the label.
 */

/**
 * Create or edit a campaign. Validated with core's campaign schema, so the messages are the
 * server's; a field error the server still sends back is shown under its field.
 */
export function CampaignFormDialog({
  campaign,
  onClose,
  onSubmit,
}: {
  /** The campaign to edit, or null to create one. */
  campaign: AdminCampaign | null;
  onClose: () => void;
  /** Resolves when saved (the dialog then closes); rejects to keep the dialog open. */
  onSubmit: (fields: CreateAdCampaignCommand) => Promise<void>;
}) {
  const form = useZodForm(campaignFormSchema, { defaultValues: initialValues(campaign) });
  const { control, setValue } = form;
  const editing = campaign !== null;
  const sponsors = useSponsors();

  return (
    <FormDialog
      form={form}
      title={editing ? 'Edit Campaign' : 'Create Campaign'}
      submitLabel={editing ? 'Save Changes' : 'Create Campaign'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={control}
        name="name"
        label="Campaign name"
        required
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormTextField
        control={control}
        name="sponsorId"
        label="Sponsor"
        select
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {!editing && <option value="">A new sponsor named after the campaign</option>}
        {sponsors.data?.map((sponsor) => (
          <option key={sponsor.id} value={sponsor.id}>
            {sponsor.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="slotId"
        label="Slot"
        select
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {slotOptions.map((slot) => (
          <option key={slot} value={slot}>
            {slot} ({sizeLabel(adSlotSizes[slot])})
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="status"
        label="Status"
        select
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {campaignStatusOptions.map((status) => (
          <option key={status} value={status}>
            {capitalize(status)}
          </option>
        ))}
      </FormTextField>
      <CreativeFields control={control} setValue={setValue} />
      <FormTextField
        control={control}
        name="weight"
        label="Weight"
        type="number"
        required
        helperText={`${adWeightLimits.min} to ${adWeightLimits.formMax}; higher is shown more often`}
        slotProps={{
          htmlInput: { min: adWeightLimits.min, max: adWeightLimits.formMax, step: 1 },
          inputLabel: { shrink: true },
        }}
      />
      <MultiSelectField
        control={control}
        name="tiers"
        label="Tiers"
        options={accountTiers}
        optionLabel={tierLabel}
        noneSelected="None selected: every tier"
        chips
      />
      {scheduleFields.map(([name, label]) => (
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={label}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <FormTextField
        control={control}
        name="impressionCap"
        label="Impression cap (optional)"
        type="number"
        slotProps={{ htmlInput: { min: 1 }, inputLabel: { shrink: true } }}
        helperText="Not shown any more after this many impressions"
      />
      <FormTextField
        control={control}
        name="frequencyCap"
        label="Per-viewer daily cap (optional)"
        type="number"
        slotProps={{ htmlInput: { min: 1 }, inputLabel: { shrink: true } }}
        helperText="Shown at most this many times a day to one viewer"
      />
      <FormTextField
        control={control}
        name="sectors"
        label="Sectors"
        placeholder="Technology, Finance"
        helperText="Comma-separated; empty targets every sector"
      />
      <FormTextField
        control={control}
        name="countries"
        label="Countries"
        placeholder="NG, KE"
        helperText="Comma-separated; empty targets every country"
      />
      <MultiSelectField
        control={control}
        name="categories"
        label="Article categories"
        options={articleCategories}
        noneSelected="For the knowledge slots; none selected: every page"
      />
    </FormDialog>
  );
}

/**
 * A targeting list picked from fixed options (tiers, article categories): empty means everyone, as
 * the helper text says; the selected options as chips where their labels are short enough.
 */
function MultiSelectField({
  control,
  name,
  label,
  options,
  optionLabel = (option) => option,
  noneSelected,
  chips = false,
}: {
  control: Control<CampaignFormValues>;
  name: 'tiers' | 'categories';
  label: string;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  noneSelected: string;
  chips?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected: string[] = Array.isArray(field.value) ? field.value : [];
        return (
          <TextField
            select
            label={label}
            name={field.name}
            inputRef={field.ref}
            value={selected}
            onBlur={field.onBlur}
            onChange={(event) => {
              const value = event.target.value as unknown as string[] | string;
              field.onChange(typeof value === 'string' ? value.split(',') : value);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? noneSelected}
            fullWidth
            slotProps={{
              select: {
                multiple: true,
                ...(chips && {
                  renderValue: (value) => (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {(value as string[]).map((option) => (
                        <Chip key={option} size="small" label={optionLabel(option)} />
                      ))}
                    </Box>
                  ),
                }),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem key={option} value={option}>
                <Checkbox size="small" checked={selected.includes(option)} />
                <ListItemText primary={optionLabel(option)} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
