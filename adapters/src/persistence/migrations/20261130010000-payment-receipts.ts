import { Migration } from '@mikro-orm/migrations';

/**
 * Receipts: every payment gets a sequential receipt number and the card's last 4 digits. The
 * numbers come from one counter row, taken under its row lock in the transaction that records the
 * payment, so they are unique and leave no gap. Payments recorded before are numbered in the order
 * they were paid.
 */
export class Migration20261130010000_payment_receipts extends Migration {
  override name = 'Migration20261130010000_payment_receipts';

  override up(): void | Promise<void> {
    this.addSql(`create table "receipt_numbers" (
      "id" boolean not null default true,
      "last_number" integer not null,
      constraint "receipt_numbers_pkey" primary key ("id"),
      constraint "receipt_numbers_one_row" check ("id")
    );`);
    this.addSql(`alter table "payments" add "receipt_number" integer null, add "card_last4" text null;`);
    this.addSql(`update "payments" set "receipt_number" = "numbered"."number"
      from (select "id", row_number() over (order by "paid_at", "id") as "number" from "payments") as "numbered"
      where "payments"."id" = "numbered"."id";`);
    // Only where payments were numbered: recording a payment makes the row on first use, and a
    // fresh database stays empty (db:copy copies into an empty one only).
    this.addSql(`insert into "receipt_numbers" ("id", "last_number")
      select true, count(*) from "payments" having count(*) > 0;`);
    this.addSql(`alter table "payments" alter column "receipt_number" set not null;`);
    this.addSql(
      `alter table "payments" add constraint "payments_receipt_number_unique" unique ("receipt_number");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payments" drop column "receipt_number", drop column "card_last4";`);
    this.addSql(`drop table "receipt_numbers";`);
  }
}
