import type { MemberView } from '@commons/core/accounts/member';

/** A member as the API sends it: MemberView with its date as an ISO string. */
export type MemberResponse = Omit<MemberView, 'createdAt'> & { createdAt: string };
