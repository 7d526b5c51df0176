import { AccountTokens } from '@commons/container';
import { requireOption } from '../arguments.ts';
import { withContainer } from '../with-container.ts';
import type { Command } from '../command.ts';

/** `set-status --email a@b.co --status inactive`: what the admin's dropdown does, recorded without an actor. */
export const setStatusCommand: Command = {
  summary: "set a member's status: --email --status pending|active|inactive",
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
