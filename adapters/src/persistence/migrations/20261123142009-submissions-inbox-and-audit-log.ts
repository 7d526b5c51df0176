import { Migration } from '@mikro-orm/migrations';

/**
 * The staff's inbox (a state on each kind of submission, and notes on any of them) and the audit
 * trail of staff actions.
 */
export class Migration20261123142009_submissions_inbox_and_audit_log extends Migration {
  override name = 'Migration20261123142009_submissions_inbox_and_audit_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" uuid not null default gen_random_uuid(), "actor_kind" text not null, "actor_ref" text null, "action" text not null, "subject_kind" text not null, "subject_id" text not null, "summary" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "audit_events_actor_ref_index" on "audit_events" ("actor_ref");`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);
    this.addSql(
      `create index "audit_events_subject_index" on "audit_events" ("subject_kind", "subject_id");`,
    );

    this.addSql(
      `create table "submission_notes" ("id" uuid not null default gen_random_uuid(), "submission_id" uuid not null, "author_id" text null, "body" text not null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "submission_notes_submission_id_index" on "submission_notes" ("submission_id");`,
    );

    this.addSql(`alter table "contact_inquiries" add "state" text not null default 'new';`);

    this.addSql(`alter table "f100_applications" add "state" text not null default 'new';`);

    this.addSql(`alter table "partnership_inquiries" add "state" text not null default 'new';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop table if exists "submission_notes" cascade;`);

    this.addSql(`alter table "contact_inquiries" drop column "state";`);

    this.addSql(`alter table "f100_applications" drop column "state";`);

    this.addSql(`alter table "partnership_inquiries" drop column "state";`);
  }
}
