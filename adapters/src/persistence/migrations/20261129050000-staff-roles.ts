import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles replace the admin flag: the earliest admin becomes the owner, the other admins stay
 * admins. Articles record who created them and when an author asked for review.
 */
export class Migration20261129050000_staff_roles extends Migration {
  override name = 'Migration20261129050000_staff_roles';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "knowledge_articles" add "created_by" uuid null, add "review_requested_at" timestamptz null;`,
    );
    this.addSql(`alter table "users" add "staff_role" text null, add "staff_invited_at" timestamptz null;`);
    this.addSql(`update "users" set "staff_role" = 'admin' where "is_admin";`);
    this.addSql(
      `update "users" set "staff_role" = 'owner' where "id" = (select "id" from "users" where "is_admin" order by "created_at", "id" limit 1);`,
    );
    this.addSql(`alter table "users" drop column "is_admin";`);
    this.addSql(
      `create unique index "users_one_owner_unique" on "users" ("staff_role") where "staff_role" = 'owner';`,
    );
    this.addSql(
      `alter table "users" add constraint "users_staff_role_check" check ("staff_role" in ('owner', 'admin', 'editor', 'author'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "knowledge_articles" drop column "created_by", drop column "review_requested_at";`,
    );
    this.addSql(`alter table "users" add "is_admin" boolean not null default false;`);
    this.addSql(`update "users" set "is_admin" = "staff_role" in ('owner', 'admin');`);
    this.addSql(`drop index "users_one_owner_unique";`);
    this.addSql(`alter table "users" drop constraint "users_staff_role_check";`);
    this.addSql(`alter table "users" drop column "staff_role", drop column "staff_invited_at";`);
  }
}
