/**
 * The ad campaign rules of spec section 5 as zod schemas: the server validates with them and the
 * admin forms import them, so both say the same words. Server-managed fields (id, impressions,
 * clicks, createdAt, updatedAt) and anything else unknown are stripped, never taken from input.
 */
import { z } from 'zod';
import { articleCategories } from '../knowledge/article.ts';
import { accountTiers } from '../members/tiers.ts';
import { isUuid } from '../shared/ids.ts';
import {
  adCampaignStatuses,
  adSlotIds,
  adWeightLimits,
  defaultAdSlotId,
  maxCreativesPerCampaign,
  adSlotSizes,
  sizeLabel,
  type AdCreativeFields,
  type AdSlotSize,
  type AdSlotId,
} from './ad-campaign.ts';
import { uploadedCreativeSize } from './creative-image.ts';

export const adCampaignMessages = {
  nameRequired: 'Name is required',
  altRequired: 'Alt text is required',
  slot: `Slot must be one of ${adSlotIds.join(', ')}`,
  status: 'Status must be active or paused',
  weightNumber: 'Weight must be a whole number',
  weightRange: `Weight must be between ${adWeightLimits.min} and ${adWeightLimits.max}`,
  url: (label: string) => `${label} must be an http:// or https:// URL`,
  tier: `Tiers must be among ${accountTiers.join(', ')}`,
  category: `Categories must be among ${articleCategories.join(', ')}`,
  date: 'Enter a valid date',
  schedule: 'End date must be after start date',
  cap: 'Caps must be whole numbers of at least 1, or empty for no cap',
  sponsor: 'Choose one of the sponsors',
  creatives: `A campaign has 1 to ${maxCreativesPerCampaign} creatives`,
  uploadSize: (slot: AdSlotSize, upload: AdSlotSize) =>
    `This slot takes ${sizeLabel(slot)} images; this one is ${sizeLabel(upload)}`,
} as const;

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const httpUrl = (label: string) =>
  z
    .string({ error: adCampaignMessages.url(label) })
    .trim()
    .max(2048, `${label} is too long`)
    .refine(isHttpUrl, adCampaignMessages.url(label));

export const adSlotIdSchema = z.enum(adSlotIds, { error: adCampaignMessages.slot });
const slotId = adSlotIdSchema;

/** A hot-linked http(s) URL, or the site path of an image uploaded for a creative. */
const imageUrl = z
  .string({ error: adCampaignMessages.url('Image URL') })
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((url) => uploadedCreativeSize(url) !== null || isHttpUrl(url), adCampaignMessages.url('Image URL'));
const status = z.enum(adCampaignStatuses, { error: adCampaignMessages.status });

/** A number, or a numeric string from a form field. */
const weight = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, adCampaignMessages.weightNumber),
    ],
    { error: adCampaignMessages.weightNumber },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int(adCampaignMessages.weightNumber)
      .min(adWeightLimits.min, adCampaignMessages.weightRange)
      .max(adWeightLimits.max, adCampaignMessages.weightRange),
  );

/** A date or a string `Date` understands; null or '' clears it. */
const optionalInstant = z
  .union([z.date(), z.string(), z.null()], { error: adCampaignMessages.date })
  .transform((value, ctx): Date | null => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const date = value instanceof Date ? value : new Date(value.trim());
    if (Number.isNaN(date.getTime())) {
      ctx.issues.push({ code: 'custom', message: adCampaignMessages.date, input: value });
      return z.NEVER;
    }
    return date;
  });

/** A cap: a whole number of at least 1 (or numeric form text); null or '' means no cap. */
const optionalCap = z
  .union([z.number(), z.string(), z.null()], { error: adCampaignMessages.cap })
  .transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const cap = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isInteger(cap) || cap < 1 || cap > 1_000_000_000) {
      ctx.issues.push({ code: 'custom', message: adCampaignMessages.cap, input: value });
      return z.NEVER;
    }
    return cap;
  });

/** A list, or a comma-separated string from a form field; trimmed, blanks and repeats dropped. */
function listOf<T extends z.ZodType<string, string>>(item: T, itemMessage: string) {
  return z
    .union([z.array(z.string({ error: itemMessage })), z.string()], { error: itemMessage })
    .transform((value) => {
      const items = (typeof value === 'string' ? value.split(',') : value).map((entry) => entry.trim());
      const seen = new Set<string>();
      return items.filter((entry) => {
        const key = entry.toLowerCase();
        if (entry === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(item).max(50, 'At most 50 entries'));
}

const tiers = listOf(
  z
    .string()
    .transform((tier) => tier.toLowerCase())
    .pipe(z.enum(accountTiers, { error: adCampaignMessages.tier })),
  adCampaignMessages.tier,
);
/** Article categories, written as the knowledge hub writes them whatever the case they were sent in. */
const categories = listOf(
  z
    .string()
    .transform(
      (category) =>
        articleCategories.find((known) => known.toLowerCase() === category.toLowerCase()) ?? category,
    )
    .pipe(z.enum(articleCategories, { error: adCampaignMessages.category })),
  adCampaignMessages.category,
);
const textList = listOf(
  z.string().max(100, 'Entries must be at most 100 characters'),
  'Enter a list of text values',
);

const fields = {
  name: requiredText(adCampaignMessages.nameRequired, 200),
  sponsorId: z.string({ error: adCampaignMessages.sponsor }).refine(isUuid, adCampaignMessages.sponsor),
  slotId,
  imageUrl,
  alt: requiredText(adCampaignMessages.altRequired, 300),
  clickUrl: httpUrl('Click URL'),
  status,
  weight,
  startAt: optionalInstant.optional(),
  endAt: optionalInstant.optional(),
  impressionCap: optionalCap.optional(),
  frequencyCap: optionalCap.optional(),
  tiers,
  sectors: textList,
  countries: textList,
  categories,
};

/** One creative: its own image, alt text, click URL and weight within the campaign (default 1). */
const creative = z.object({
  id: z.string().refine(isUuid, 'Unknown creative').optional(),
  imageUrl,
  altText: requiredText(adCampaignMessages.altRequired, 300),
  clickUrl: httpUrl('Click URL'),
  weight: weight.default(adWeightLimits.default),
});
const creatives = z
  .array(creative, { error: adCampaignMessages.creatives })
  .min(1, adCampaignMessages.creatives)
  .max(maxCreativesPerCampaign, adCampaignMessages.creatives);

type CreativeInput = { imageUrl?: unknown; altText?: unknown; clickUrl?: unknown };

/**
 * The spec's single-banner fields are the first creative's: a body with `creatives` gets them from
 * its first creative (whatever it sent for them), so one set of rules checks both shapes.
 */
export function withFirstCreativeFields(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const body = input as Record<string, unknown>;
  const [first] = Array.isArray(body.creatives) ? (body.creatives as CreativeInput[]) : [];
  if (!first || typeof first !== 'object') return input;
  return {
    ...body,
    imageUrl: first.imageUrl,
    alt: first.altText,
    clickUrl: first.clickUrl,
  };
}

/** The first creative's fields, mirrored into the spec's single-banner fields. */
export function mirrorFirstCreative<C extends { creatives: AdCreativeFields[] }>(
  campaign: C,
): C & { imageUrl: string; alt: string; clickUrl: string } {
  const first = campaign.creatives[0]!;
  return { ...campaign, imageUrl: first.imageUrl, alt: first.altText, clickUrl: first.clickUrl };
}

/**
 * The first of a campaign's images that was uploaded for another size than its slot's, and the
 * refusal in the upload's words; null when all fit. An upload is made at its slot's size, so in
 * another slot it would show stretched; a hot-linked image is the staff's call.
 */
export function uploadOutOfSlot(
  slotId: AdSlotId,
  imageUrls: readonly string[],
): { index: number; message: string } | null {
  const slotSize = adSlotSizes[slotId];
  for (const [index, imageUrl] of imageUrls.entries()) {
    const size = uploadedCreativeSize(imageUrl);
    if (size && (size.width !== slotSize.width || size.height !== slotSize.height)) {
      return { index, message: adCampaignMessages.uploadSize(slotSize, size) };
    }
  }
  return null;
}

/** A new campaign's images fit its slot (its creatives', or the single banner's). */
function uploadsFitSlot(
  campaign: { slotId: AdSlotId; imageUrl: string; creatives?: { imageUrl: string }[] | undefined },
  ctx: z.RefinementCtx,
): void {
  const misfit = uploadOutOfSlot(
    campaign.slotId,
    campaign.creatives?.map((creative) => creative.imageUrl) ?? [campaign.imageUrl],
  );
  if (misfit) {
    ctx.addIssue({
      code: 'custom',
      message: misfit.message,
      path: campaign.creatives ? ['creatives', misfit.index, 'imageUrl'] : ['imageUrl'],
    });
  }
}

function endsAfterStart(schedule: {
  startAt?: Date | null | undefined;
  endAt?: Date | null | undefined;
}): boolean {
  return !schedule.startAt || !schedule.endAt || schedule.endAt.getTime() > schedule.startAt.getTime();
}

/**
 * POST /api/ads: defaults of spec sections 4 and 9 (active, weight 1, dashboard-primary). Without
 * `sponsorId` (the spec's client names none) the campaign goes to the sponsor named after it.
 */
/** The POST body's fields, once the single-banner fields are filled from the first creative. */
export const createCampaignObject = z
  .object({
    ...fields,
    // A form's "no sponsor chosen" is blank.
    sponsorId: z
      .union([z.literal(''), fields.sponsorId])
      .optional()
      .transform((id) => id || undefined),
    slotId: slotId.default(defaultAdSlotId),
    status: status.default('active'),
    weight: weight.default(adWeightLimits.default),
    tiers: tiers.default([]),
    sectors: textList.default([]),
    countries: textList.default([]),
    categories: categories.default([]),
    creatives: creatives.optional(),
  })
  .refine(endsAfterStart, { message: adCampaignMessages.schedule, path: ['endAt'] })
  .superRefine(uploadsFitSlot);

export const createAdCampaignSchema = z.preprocess(
  (input: z.input<typeof createCampaignObject>) => withFirstCreativeFields(input),
  createCampaignObject,
);

/**
 * PATCH /api/ads/:id: only the fields sent change; null or '' clears a date. `creatives` replaces
 * the list (a creative sent with its id keeps its row); the single-banner fields alone edit the
 * first creative (see `updateCampaign`, which also checks the uploads against the resulting slot).
 */
const updateCampaignObject = z
  .object({ ...fields, creatives })
  .partial()
  .refine(endsAfterStart, { message: adCampaignMessages.schedule, path: ['endAt'] });

export const updateAdCampaignSchema = z.preprocess(
  (input: z.input<typeof updateCampaignObject>) => withFirstCreativeFields(input),
  updateCampaignObject,
);

export type CreateAdCampaignInput = z.input<typeof createAdCampaignSchema>;
export type CreateAdCampaignCommand = z.output<typeof createAdCampaignSchema>;
export type UpdateAdCampaignInput = z.input<typeof updateAdCampaignSchema>;
export type UpdateAdCampaignCommand = z.output<typeof updateAdCampaignSchema>;

/** A query-string value; selectAd trims it, lower-cases it and treats blank as not given. */
const targetingValue = z
  .string({ error: 'Targeting values must be text' })
  .max(200, 'Targeting values must be at most 200 characters')
  .optional();

/**
 * GET /api/ad-slot?slot&tier&sector&country&category. Checks only, no transforms: this runs on every ad
 * request, and plain checks are the cheapest thing zod does.
 */
export const adSlotQuerySchema = z.object({
  slot: z.enum(adSlotIds, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Ad slot is required' : 'Unknown ad slot',
  }),
  tier: targetingValue,
  sector: targetingValue,
  country: targetingValue,
  category: targetingValue,
});
export type AdSlotQuery = z.output<typeof adSlotQuerySchema>;

const isoDay = z
  .string({ error: 'Dates must be YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Dates must be real calendar days',
  );

/** POST /api/ads/:id/impression and /click: the ad's view token, or nothing (a bare post). */
export const adEventSchema = z.object({
  viewToken: z
    .string({ error: 'The view token must be text' })
    .max(1000, 'The view token is too long')
    .optional(),
});

/** GET /api/ads/:id/stats and /api/admin/ads/:id/report?from&to: UTC days, both inclusive. */
export const campaignStatsRangeSchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type CampaignStatsRangeInput = z.input<typeof campaignStatsRangeSchema>;
