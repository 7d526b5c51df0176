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

/** A period paid for, and the moment from which the rest of it goes unused. */
export interface UnusedPeriod {
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}

/**
 * The part of one period's price that the rest of the period from `at` is worth, by the second
 * and rounded to the cent: Stripe's credit for unused time, and what a cancellation with a
 * prorated refund pays back.
 */
export function unusedShareCents(amountCents: number, { periodStart, periodEnd, at }: UnusedPeriod): number {
  const length = wholeSeconds(periodEnd.getTime() - periodStart.getTime());
  const unused = Math.min(length, Math.max(0, wholeSeconds(periodEnd.getTime() - at.getTime())));
  return length > 0 ? Math.round((amountCents * unused) / length) : 0;
}

/** The prorated amount Stripe invoices for the upgrade, in cents. */
export function upgradeProrationCents(upgrade: UpgradeProration): number {
  const { oldAmountCents, newAmountCents, intervalChanges } = upgrade;
  const credit = unusedShareCents(oldAmountCents, upgrade);
  return (intervalChanges ? newAmountCents : unusedShareCents(newAmountCents, upgrade)) - credit;
}
