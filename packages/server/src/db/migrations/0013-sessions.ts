import { type Kysely, sql } from 'kysely';

/**
 * Sessions (issues 14 and 17): each session says where it was opened (`portal` or `widget`), which
 * decides what it may do; and the database announces every change that could end or alter a live
 * session (a revocation, a change to its user) on a channel, so that every server's in-process
 * session cache drops it at once. Announcing from triggers means no revocation path can forget to.
 * A reply being written names its writer (the server's boot id), so a reply whose writer is gone is
 * known at once instead of after a timeout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sessions add column origin text not null default 'portal'
      check (origin in ('portal', 'widget'));

    alter table chat_records add column writer uuid;

    -- The channel is per schema: test runs share one PostgreSQL server, each in a schema of its own.
    create function announce_session_change() returns trigger language plpgsql as $$
    declare
      changed_user uuid;
    begin
      if tg_table_name = 'sessions' then
        changed_user := new.user_id;
      elsif tg_op = 'DELETE' then
        changed_user := old.id;
      else
        changed_user := new.id;
      end if;
      perform pg_notify('mentor_sessions_' || tg_table_schema, changed_user::text);
      return null;
    end
    $$;

    create trigger sessions_announce_revocation after update of revoked_on on sessions
      for each row when (old.revoked_on is null and new.revoked_on is not null)
      execute function announce_session_change();
    create trigger users_announce_change after update or delete on users
      for each row execute function announce_session_change();
  `.execute(db);
}
