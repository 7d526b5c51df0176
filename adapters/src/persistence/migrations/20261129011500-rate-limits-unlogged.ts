import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit windows last minutes and only slow floods down: after a database crash (or on a
 * standby) they start over, which loses nothing a user needs. Unlogged, an attempt no longer
 * waits for a WAL flush at its commit, and the ad slot counts one for every answer with an ad.
 */
export class Migration20261129011500_rate_limits_unlogged extends Migration {
  override name = 'Migration20261129011500_rate_limits_unlogged';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set unlogged;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limits" set logged;`);
  }
}
