/**
 * Who made a membership change, as the history keeps it. The member acting on their own account
 * needs no id: the history entry already names them.
 */
export type Actor =
  | { kind: 'member' }
  | { kind: 'admin'; id: string }
  /** The operator's CLI, start-up bootstrap and scheduled housekeeping. */
  | { kind: 'system' }
  /** The payment provider, by the id of the notification that caused the change. */
  | { kind: 'payment-event'; eventId: string };

export const systemActor: Actor = { kind: 'system' };

/** An admin acting from the console, or the operator's CLI when there is no admin id. */
export function adminActor(adminId: string | null): Actor {
  return adminId ? { kind: 'admin', id: adminId } : systemActor;
}
