import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { newId } from '@/server/core/ids';

/**
 * Makes the database refuse every insert or update of `table` whose `column` equals `value` (a trigger raising
 * an error), so a test can fail one step of an operation half-way, the way a constraint, a lost connection or
 * a bug would, on PGlite and PostgreSQL alike. Only rows of the test's own data match: other tests running
 * beside it are untouched. Answers the function that removes it.
 */
export async function refuseWrites(
  table: string,
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  const db = await getDb();
  const name = `test_refuse_${newId().toLowerCase()}`;
  const literal = value.replace(/'/g, "''");
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin
        if new.${column}::text = '${literal}' then raise exception 'write refused by the test (${table})'; end if;
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists ${name} on ${table}`));
    await db.execute(sql.raw(`drop function if exists ${name}()`));
  };
}
