/**
 * What Stripe invoices at once for an upgrade made with `proration_behavior: 'always_invoice'`,
 * so the local simulator and the Stripe stub charge the same amount Stripe would. Stripe prorates
 * by the second: the unused rest of the period on the old price is credited, and the same rest on
 * the new price is charged, each line rounded to the cent. When the interval changes (monthly to
 * yearly), Stripe resets the billing anchor: the new price's whole period starts now, so it is
 * charged in full, less the same credit for the old period's unused time.
 */
export interface UpgradeProration {
  /** The old plan's price of one period and the period it paid for. */
  oldAmountCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** The new plan's price of one period. */
  newAmountCents: number;
  /** The new plan bills over another interval: a new period starts at `at`. */
  intervalChanges: boolean;
  at: Date;
}

const wholeSeconds = (milliseconds: number) => Math.floor(milliseconds / 1000);

/** The prorated amount Stripe invoices for the upgrade, in cents. */
export function upgradeProrationCents(upgrade: UpgradeProration): number {
  const { oldAmountCents, periodStart, periodEnd, newAmountCents, intervalChanges, at } = upgrade;
  const length = wholeSeconds(periodEnd.getTime() - periodStart.getTime());
  const unused = Math.min(length, Math.max(0, wholeSeconds(periodEnd.getTime() - at.getTime())));
  const share = (amountCents: number) => (length > 0 ? Math.round((amountCents * unused) / length) : 0);
  const credit = share(oldAmountCents);
  return (intervalChanges ? newAmountCents : share(newAmountCents)) - credit;
}
