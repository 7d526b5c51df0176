import { AccountTokens } from '@commons/container';
import { adminSettableStatuses } from '@commons/core/members/membership-status';
import { requireOption } from '../arguments.ts';
import { withContainer } from '../with-container.ts';
import type { Command } from '../command.ts';

/** `set-status --email a@b.co --status inactive`: what the admin's dropdown does, recorded without an actor. */
export const setStatusCommand: Command = {
  summary: "set a member's status",
  options: [
    { name: 'email', value: 'EMAIL', description: "the member's e-mail address (required)" },
    { name: 'status', value: 'STATUS', description: `${adminSettableStatuses.join(', ')} (required)` },
  ],
  run: (config, args) =>
    withContainer(config, async (container) => {
      const email = requireOption(args, 'email');
      const membershipStatus = requireOption(args, 'status');
      const member = await container.resolve(AccountTokens.setMemberStatus)(
        { email },
        { membershipStatus },
        null,
      );
      return `${member.email} is now ${member.membershipStatus}.`;
    }),
};
