/**
 * The link of the notice an e-mail change sends to the old address, shared by the mail (adapter),
 * the page it opens (web) and the route that answers it (driver). The page's button POSTs, so a
 * mail scanner that opens the link changes nothing.
 */
export const emailChangeUndoPath = '/email-change/undo';

/** The call the page's button makes; its GET leads to the page (notices sent before the page). */
export const emailChangeUndoApiPath = '/api/email-change/undo';

/** How long the link undoes the change. */
export const emailChangeUndoDays = 7;
