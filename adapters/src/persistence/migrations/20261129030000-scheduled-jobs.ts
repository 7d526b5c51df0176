import { Migration } from '@mikro-orm/migrations';

export class Migration20261129030000_scheduled_jobs extends Migration {
  override name = 'Migration20261129030000_scheduled_jobs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scheduled_jobs" ("name" text not null, "last_started_at" timestamptz not null, primary key ("name"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_jobs" cascade;`);
  }
}
