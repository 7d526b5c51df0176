/**
 * The link of the notice an e-mail change sends to the old address, shared by the mail (adapter)
 * and the route that answers it (driver). Its GET shows a page whose button POSTs, so a mail
 * scanner that opens the link changes nothing.
 */
export const emailChangeUndoPath = '/api/email-change/undo';

/** How long the link undoes the change. */
export const emailChangeUndoDays = 7;
