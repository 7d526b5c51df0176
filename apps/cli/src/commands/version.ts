import { readBuildInfo } from '@commons/container';
import type { Command } from '../command.ts';
import { jsonOption, wantsJson } from '../table.ts';

/** What `GET /api/health` reports, without a database: the release and the commit. */
export const versionCommand: Command = {
  summary: 'print the version and the commit of this installation',
  options: [jsonOption],
  run: async (_config, args) => {
    const { version, commit } = readBuildInfo();
    return wantsJson(args) ? JSON.stringify({ version, commit }) : `commons ${version} (commit ${commit})`;
  },
};
