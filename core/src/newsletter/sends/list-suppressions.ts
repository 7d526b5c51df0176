import type { Suppression } from './mail-suppressions.ts';
import type { SendDeps } from './send-deps.ts';

/** The console's suppression list: unsubscribed and bounced addresses, newest first. */
export async function listSuppressions(deps: Pick<SendDeps, 'suppressions'>): Promise<Suppression[]> {
  return deps.suppressions.list();
}
