import type { MemberView } from '@commons/core/accounts/member';
import type { Serialized } from './serialized.ts';

/** A member as the API sends one (auth answers, the admin list): core's MemberView over JSON. */
export type SerializedMember = Serialized<MemberView>;
