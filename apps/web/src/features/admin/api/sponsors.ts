import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SponsorDetail } from '@commons/core/sponsors/get-sponsor';
import type { SponsorSummary } from '@commons/core/sponsors/sponsor';
import type { CreateSponsorInput, UpdateSponsorInput } from '@commons/core/sponsors/sponsor-schema';
import { apiRequest } from '../../../lib/api.ts';
import type { Serialized } from '../../../lib/serialized.ts';
import { adCampaignKeys } from './ad-campaigns.ts';
import { adminAuditKey } from './audit-entries.ts';

/** One line of GET /api/admin/sponsors. */
export type SponsorLine = Serialized<SponsorSummary>;
/**
 * GET /api/admin/sponsors/:id: the sponsor with its campaigns and their figures, and the address of
 * its current report link (the server answers the address in place of the token).
 */
export type SponsorView = Serialized<Omit<SponsorDetail, 'reportLinkToken'>> & { reportUrl: string | null };

export const sponsorKeys = {
  all: () => ['admin', 'sponsors'] as const,
  detail: (id: string) => [...sponsorKeys.all(), id] as const,
};

const sponsorPath = (id: string) => `/api/admin/sponsors/${encodeURIComponent(id)}`;

export const sponsorsQuery = () =>
  queryOptions({
    queryKey: sponsorKeys.all(),
    queryFn: () => apiRequest<SponsorLine[]>('GET', '/api/admin/sponsors'),
  });

export function useSponsors() {
  return useQuery(sponsorsQuery());
}

export const sponsorQuery = (id: string) =>
  queryOptions({
    queryKey: sponsorKeys.detail(id),
    queryFn: () => apiRequest<SponsorView>('GET', sponsorPath(id)),
  });

export function useSponsor(id: string) {
  return useQuery(sponsorQuery(id));
}

/** POST /api/admin/sponsors. */
export const createSponsor = (fields: CreateSponsorInput) =>
  apiRequest<SponsorLine>('POST', '/api/admin/sponsors', fields);

/** PATCH /api/admin/sponsors/:id: the fields sent change. */
export const updateSponsor = ({ id, changes }: { id: string; changes: UpdateSponsorInput }) =>
  apiRequest<SponsorLine>('PATCH', sponsorPath(id), changes);

/** DELETE /api/admin/sponsors/:id: refused in words while campaigns belong to it. */
export const deleteSponsor = (id: string) => apiRequest<void>('DELETE', sponsorPath(id));

/** After a sponsor change: the sponsors, the campaigns (which show theirs) and the audit log again. */
function useRefetchSponsors() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sponsorKeys.all() });
    await queryClient.invalidateQueries({ queryKey: adCampaignKeys.all() });
    await queryClient.invalidateQueries({ queryKey: adminAuditKey() });
  };
}

export function useCreateSponsor() {
  return useMutation({ mutationFn: createSponsor, onSettled: useRefetchSponsors() });
}

export function useUpdateSponsor() {
  return useMutation({ mutationFn: updateSponsor, onSettled: useRefetchSponsors() });
}

export function useDeleteSponsor() {
  return useMutation({ mutationFn: deleteSponsor, onSettled: useRefetchSponsors() });
}

const reportLinkPath = (id: string) => `${sponsorPath(id)}/report-link`;

/** POST /api/admin/sponsors/:id/report-link: a new link, replacing any earlier one. */
export const issueSponsorReportLink = (id: string) => apiRequest<{ url: string }>('POST', reportLinkPath(id));

/** DELETE /api/admin/sponsors/:id/report-link: the link stops working. */
export const revokeSponsorReportLink = (id: string) => apiRequest<void>('DELETE', reportLinkPath(id));

export function useIssueSponsorReportLink() {
  return useMutation({ mutationFn: issueSponsorReportLink, onSettled: useRefetchSponsors() });
}

export function useRevokeSponsorReportLink() {
  return useMutation({ mutationFn: revokeSponsorReportLink, onSettled: useRefetchSponsors() });
}
