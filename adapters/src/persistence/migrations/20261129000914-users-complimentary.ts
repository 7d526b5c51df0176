import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a member's tier was granted by staff, kept rather than inferred so that payments can
 * leave it alone. Existing grants are the paid tiers held with no billing cycle: a checkout always
 * records the cycle it bills, a grant never does.
 */
export class Migration20261129000914_users_complimentary extends Migration {
  override name = 'Migration20261129000914_users_complimentary';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "complimentary" boolean not null default false;`);
    this.addSql(
      `update "users" set "complimentary" = true where "membership_tier" is not null and "membership_tier" <> 'explorer' and "billing_cycle" is null and not "is_admin";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "complimentary";`);
  }
}
