// What the privacy policy promises to delete is deleted: error reports after 90 days, chat and form
// messages 2 years after the sender's last message (3 years for a contact message about an order).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { purgePastRetention } from '../../server/services/retention.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

describe.each(testDatabases())('retention on $name', (backend) => {
  let test: TestDatabase;
  const db = () => test.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(query));

  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
  });
  afterAll(async () => test?.dispose());
  beforeEach(async () => {
    await db().execute(sql`delete from error_reports`);
    await db().execute(sql`delete from chat_messages`);
    await db().execute(sql`delete from form_submissions`);
  });

  const chat = (email: string, message: string, age: string) =>
    db().execute(sql`insert into chat_messages (email, message, created_at) values (${email}, ${message}, now() - ${age}::interval)`);
  let reference = 0;
  const form = (kind: 'contact' | 'feedback', email: string | null, fields: Record<string, unknown>, age: string) =>
    db().execute(sql`
      insert into form_submissions (reference, kind, email, fields, created_at)
      values (${`T-${++reference}`}, ${kind}, ${email}, ${JSON.stringify(fields)}::jsonb, now() - ${age}::interval)`);

  it('deletes error reports older than 90 days', async () => {
    await db().execute(sql`insert into error_reports (message, created_at) values ('vechi', now() - interval '91 days'), ('recent', now() - interval '89 days')`);
    await purgePastRetention(db());
    expect(await rows<{ message: string }>(sql`select message from error_reports`)).toEqual([{ message: 'recent' }]);
  });

  it('deletes a sender\'s chat and form messages 2 years after their last message, not before', async () => {
    await chat('ana@example.ro', 'de demult', '3 years');
    await chat('Ana@Example.ro', 'de curând', '1 year');
    await chat('ion@example.ro', 'uitat', '25 months');
    await form('feedback', 'ion@example.ro', { rating: 5, message: 'bun' }, '26 months');
    await form('feedback', 'ana@example.ro', { rating: 4, message: 'păstrat cu conversația' }, '30 months');
    await form('feedback', null, { rating: 3, message: 'anonim vechi' }, '25 months');
    await form('feedback', null, { rating: 3, message: 'anonim recent' }, '23 months');
    await purgePastRetention(db());
    const messages = await rows<{ message: string }>(sql`select message from chat_messages order by message`);
    expect(messages.map((m) => m.message)).toEqual(['de curând', 'de demult']);
    const forms = await rows<{ message: string }>(sql`select fields->>'message' as message from form_submissions order by message`);
    expect(forms.map((f) => f.message)).toEqual(['anonim recent', 'păstrat cu conversația']);
  });

  it('keeps a contact message about an order for 3 years', async () => {
    const about = (ref: string) => ({ name: 'Ana', email: 'ana@example.ro', phone: '', topic: 'colet', reference: ref, message: `despre ${ref || 'nimic'}` });
    await form('contact', 'ana@example.ro', about('AWB123'), '30 months');
    await form('contact', 'ana@example.ro', about('AWB456'), '37 months');
    await form('contact', 'ana@example.ro', about(' '), '30 months');
    await purgePastRetention(db());
    const left = await rows<{ message: string }>(sql`select fields->>'message' as message from form_submissions`);
    expect(left.map((f) => f.message)).toEqual(['despre AWB123']);
  });
});
