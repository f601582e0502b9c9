// The public forms' happy paths on a real database: each form stored with its reference and both
// e-mails in the outbox (the team's and the sender's acknowledgement, in Romanian), feedback without
// an address (no acknowledgement), a retry with the same client_id (one row, one pair of mails), a
// signed-in customer's message linked to them, and a mailer that fails (still 201; the mail jobs are
// retried by the queue, the status is failed after the last attempt, a later success sends only the
// missing mail).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config/index.ts';
import { JOB_KINDS } from '../../server/services/jobs/kinds.ts';
import { FORM_MESSAGES } from '../../src/shared/forms.ts';
import { call, mailsTo, outbox, randomIp, registerCustomer, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { formsHarness } from './helpers/forms.ts';
import { jobOf, makeDue } from './helpers/jobs.ts';

const TEAM = 'echipa@curiero.ro';
const YEAR = new Date().getFullYear();

const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Ana Popescu',
  email: 'Ana.Popescu@Exemplu.ro',
  phone: '0722 123 456',
  topic: 'livrare',
  reference: 'awb-1234567',
  message: 'Coletul meu nu a ajuns încă la destinație, vă rog să verificați.',
  website: '',
  started_at: Date.now() - 60_000,
  ...over,
});

const feedback = (over: Record<string, unknown> = {}) => ({
  rating: 4,
  message: 'Aplicația e ușor de folosit, mulțumesc!',
  name: 'Ion Ionescu',
  email: 'ion.ionescu@exemplu.ro',
  website: '',
  started_at: Date.now() - 60_000,
  ...over,
});

const business = (over: Record<string, unknown> = {}) => ({
  company: 'Magazinul Verde SRL',
  cui: 'RO 18547290',
  contact_name: 'Maria Georgescu',
  email: 'maria@magazinulverde.ro',
  phone: '+40 722 987 654',
  monthly_volume: '201-1000',
  destinations: ['ue', 'romania'],
  cash_on_delivery: true,
  message: 'Trimitem haine și încălțăminte, în special în weekend.',
  website: '',
  started_at: Date.now() - 60_000,
  ...over,
});

describe.each(testDatabases())('public forms: submissions on $name', (backend) => {
  const forms = formsHarness(backend);
  let h: AuthHarness;
  beforeAll(() => {
    h = forms.h;
  });

  const rows = forms.rows;

  it('stores a contact message, answers 201 with its reference, and mails the team and the sender', async () => {
    const res = await call(h.app, 'POST', 'forms/contact', { body: contact(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), reference: `CT-${YEAR}-${String(data.id).padStart(6, '0')}`, message: FORM_MESSAGES.sent.contact });

    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id: data.id,
      reference: data.reference,
      kind: 'contact',
      customerId: null,
      clientId: null,
      name: 'Ana Popescu',
      email: 'ana.popescu@exemplu.ro',
      fields: {
        name: 'Ana Popescu',
        email: 'ana.popescu@exemplu.ro',
        phone: '0722123456',
        topic: 'livrare',
        reference: 'AWB-1234567',
        message: 'Coletul meu nu a ajuns încă la destinație, vă rog să verificați.',
      },
    });
    // Nothing about the spam checks and no IP is kept.
    expect(JSON.stringify(row)).not.toMatch(/website|started_at|10\.\d+\.\d+\.\d+/);

    await settled(h.app);
    const team = mailsTo(h.dataDir, TEAM);
    const ack = mailsTo(h.dataDir, 'ana.popescu@exemplu.ro');
    expect(team).toHaveLength(1);
    expect(ack).toHaveLength(1);
    expect(outbox(h.dataDir)).toHaveLength(2);
    expect(team[0]!.file).toMatch(/-form-team-/);
    expect(team[0]!.text).toContain(`Mesaj de contact nou, primit pe`);
    expect(team[0]!.text).toContain(`referința ${data.reference}`);
    expect(team[0]!.text).toContain('Subiect: Livrarea unui colet');
    expect(team[0]!.text).toContain('Răspunde la ana.popescu@exemplu.ro (Ana Popescu)');
    expect(team[0]!.text).toContain('Trimis fără autentificare.');
    expect(ack[0]!.file).toMatch(/-form-ack-/);
    expect(ack[0]!.text).toContain('Bună, Ana Popescu!');
    expect(ack[0]!.text).toContain(FORM_MESSAGES.sent.contact);
    expect(ack[0]!.text).toContain(`Referința: ${data.reference}`);
    expect(ack[0]!.text).toContain('Coletul meu nu a ajuns încă la destinație, vă rog să verificați.');
    expect(ack[0]!.text).toContain('AWB sau număr de comandă: AWB-1234567');
    expect((await rows())[0]).toMatchObject({ teamMailStatus: 'sent', ackMailStatus: 'sent' });
  });

  it('stores feedback and acknowledges it when an address is given', async () => {
    const res = await call(h.app, 'POST', 'forms/feedback', { body: feedback(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.reference).toBe(`FB-${YEAR}-${String(data.id).padStart(6, '0')}`);
    expect(data.message).toBe(FORM_MESSAGES.sent.feedback);
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: 'feedback', name: 'Ion Ionescu', email: 'ion.ionescu@exemplu.ro', fields: expect.objectContaining({ rating: 4 }) }),
    ]);
    await settled(h.app);
    const team = mailsTo(h.dataDir, TEAM);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain('Nota: 4 din 5 (mulțumit)');
    const ack = mailsTo(h.dataDir, 'ion.ionescu@exemplu.ro');
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain(FORM_MESSAGES.sent.feedback);
    expect(ack[0]!.text).toContain('Aplicația e ușor de folosit, mulțumesc!');
  });

  it('sends feedback without an e-mail to the team only', async () => {
    const res = await call(h.app, 'POST', 'forms/feedback', { body: feedback({ name: '', email: '' }), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    await settled(h.app);
    const all = outbox(h.dataDir);
    expect(all).toHaveLength(1);
    expect(all[0]!.raw).toContain(`To: ${TEAM}`);
    expect(all[0]!.text).toContain('Expeditorul nu a lăsat o adresă de e-mail');
    expect(await rows()).toEqual([expect.objectContaining({ name: null, email: null, teamMailStatus: 'sent', ackMailStatus: 'none' })]);
  });

  it('stores a quote request with the CUI and phone normalised and mails both', async () => {
    const res = await call(h.app, 'POST', 'forms/business', { body: business(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.reference).toBe(`OF-${YEAR}-${String(data.id).padStart(6, '0')}`);
    expect(data.message).toBe(FORM_MESSAGES.sent.business);
    expect(await rows()).toEqual([
      expect.objectContaining({
        kind: 'business',
        name: 'Maria Georgescu',
        email: 'maria@magazinulverde.ro',
        fields: {
          company: 'Magazinul Verde SRL',
          cui: '18547290',
          contact_name: 'Maria Georgescu',
          email: 'maria@magazinulverde.ro',
          phone: '0722987654',
          monthly_volume: '201-1000',
          destinations: ['romania', 'ue'],
          cash_on_delivery: true,
          message: 'Trimitem haine și încălțăminte, în special în weekend.',
        },
      }),
    ]);
    await settled(h.app);
    const team = mailsTo(h.dataDir, TEAM);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain('Firma: Magazinul Verde SRL');
    expect(team[0]!.text).toContain('Volum lunar estimat: 201–1.000 de colete pe lună');
    expect(team[0]!.text).toContain('Destinații: România, Uniunea Europeană');
    expect(team[0]!.text).toContain('Ramburs (plata la livrare): da');
    const ack = mailsTo(h.dataDir, 'maria@magazinulverde.ro');
    expect(ack).toHaveLength(1);
    expect(ack[0]!.text).toContain('Bună, Maria Georgescu!');
    expect(ack[0]!.text).toContain(FORM_MESSAGES.sent.business);
    expect(ack[0]!.text).toContain(data.reference);
  });

  it('escapes what the sender typed in the HTML of the mails', async () => {
    const res = await call(h.app, 'POST', 'forms/contact', { body: contact({ message: '<script>alert(1)</script> și încă ceva de spus aici' }), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    await settled(h.app);
    const mails = outbox(h.dataDir);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const [plain, html] = mail.text.split('Content-Type: text/html');
      expect(plain).toContain('<script>alert(1)</script> și încă ceva');
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; și încă ceva');
    }
  });

  it('answers a retry with the same client_id with the first result: one row, one pair of mails', async () => {
    const clientId = randomUUID();
    const ip = randomIp();
    const first = await call(h.app, 'POST', 'forms/contact', { body: contact({ client_id: clientId }), ip });
    expect(first.statusCode).toBe(201);
    await settled(h.app);
    const again = await call(h.app, 'POST', 'forms/contact', { body: contact({ client_id: clientId.toUpperCase(), started_at: Date.now() - 86_400_000 }), ip: randomIp() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Two copies at once (the browser and its service worker): still one row.
    const [a, b] = await Promise.all([1, 2].map(() => call(h.app, 'POST', 'forms/contact', { body: contact({ client_id: clientId }), ip })));
    expect(a!.json()).toEqual(first.json());
    expect(b!.json()).toEqual(first.json());
    await settled(h.app);
    expect(await rows()).toEqual([expect.objectContaining({ id: first.json().data.id, clientId })]);
    expect(outbox(h.dataDir)).toHaveLength(2);
    // The same id on another form is another submission.
    const other = await call(h.app, 'POST', 'forms/feedback', { body: feedback({ client_id: clientId }), ip });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.id).not.toBe(first.json().data.id);
    expect(await rows()).toHaveLength(2);
  });

  it('stores concurrent distinct submissions with distinct references', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => call(h.app, 'POST', 'forms/contact', { body: contact({ client_id: randomUUID() }), ip: randomIp() })));
    const references = answers.map((res) => res.json().data.reference);
    expect(new Set(references).size).toBe(3);
    expect((await rows()).map((row) => row.reference).sort()).toEqual([...references].sort());
  });

  it('links the message of a signed-in customer to them', async () => {
    const signedIn = await registerCustomer(h.app);
    const res = await call(h.app, 'POST', 'forms/contact', { body: contact(), token: signedIn.access_token, ip: randomIp() });
    expect(res.statusCode).toBe(201);
    expect(await rows()).toEqual([expect.objectContaining({ id: res.json().data.id, customerId: signedIn.customer.id })]);
    await settled(h.app);
    expect(mailsTo(h.dataDir, TEAM)[0]!.text).toContain(`Trimis de un client autentificat (contul #${signedIn.customer.id}).`);
  });

  it('refuses a bearer that is not valid (401) and stores nothing', async () => {
    const res = await call(h.app, 'POST', 'forms/contact', { body: contact(), token: 'not-a-token', ip: randomIp() });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('unauthenticated');
    expect(await rows()).toEqual([]);
  });

  it('mails the team at FORMS_TEAM_EMAIL', async () => {
    const other = await h.newApp({ FORMS_TEAM_EMAIL: 'oferte@curiero.ro' });
    const res = await call(other, 'POST', 'forms/business', { body: business(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    await settled(other);
    expect(mailsTo(h.dataDir, 'oferte@curiero.ro')).toHaveLength(1);
    expect(mailsTo(h.dataDir, TEAM)).toEqual([]);
  });

  const mailJobs = async (id: number) => ({ team: await jobOf(h.db, 'mail', `form-team:${id}`), ack: await jobOf(h.db, 'mail', `form-ack:${id}`) });

  it('answers 201 when the mail fails, retries it later, and records the failure after the last attempt', async () => {
    const failing = await h.newApp({}, {
      mailer: {
        async send() {
          throw new Error('SMTP down');
        },
      },
    });
    const res = await call(failing, 'POST', 'forms/business', { body: business(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    await settled(failing);
    // Still pending: both mails wait in the queue for their retry.
    expect(await rows()).toEqual([expect.objectContaining({ id, teamMailStatus: 'pending', ackMailStatus: 'pending' })]);
    const { team, ack } = await mailJobs(id);
    for (const job of [team, ack]) {
      expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: SMTP down' });
      expect(job!.runInSeconds).toBeGreaterThan(20);
    }
    const max = JOB_KINDS.mail.maxAttempts;
    for (let attempt = 2; attempt <= max; attempt++) {
      await makeDue(h.db, 'mail', `form-%:${id}`);
      await settled(failing);
      const statuses = (await rows()).map((row) => [row.teamMailStatus, row.ackMailStatus]);
      expect(statuses).toEqual([attempt < max ? ['pending', 'pending'] : ['failed', 'failed']]);
    }
    expect(await mailJobs(id)).toEqual({
      team: expect.objectContaining({ state: 'failed', attempts: max, lastError: 'Error: SMTP down' }),
      ack: expect.objectContaining({ state: 'failed', attempts: max, lastError: 'Error: SMTP down' }),
    });
  });

  it('sends a failed mail again on its retry, only the one that is missing, once', async () => {
    const teamDown = await h.newApp({}, {
      mailer: {
        async send(message) {
          if (message.to === TEAM) throw new Error('SMTP down');
        },
      },
    });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await call(teamDown, 'POST', 'forms/contact', { body: contact(), ip: randomIp() });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    await settled(teamDown);
    expect((await rows()).map((row) => [row.teamMailStatus, row.ackMailStatus])).toEqual(Array(2).fill(['pending', 'sent']));
    expect((await mailJobs(ids[0]!)).ack).toMatchObject({ state: 'done', attempts: 1 });
    expect((await mailJobs(ids[0]!)).team).toMatchObject({ state: 'queued', attempts: 1 });
    // The second message is erased meanwhile (its retry finds nothing to send).
    await h.db.execute(sql`delete from form_submissions where id = ${ids[1]}`);
    // The retry, on the app whose mail works: only the team's mail goes out.
    await makeDue(h.db, 'mail', 'form-team:%');
    await settled(h.app);
    const team = mailsTo(h.dataDir, TEAM);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain((await rows())[0]!.reference);
    expect(mailsTo(h.dataDir, 'ana.popescu@exemplu.ro')).toEqual([]);
    expect((await rows()).map((row) => [row.teamMailStatus, row.ackMailStatus])).toEqual([['sent', 'sent']]);
    expect((await mailJobs(ids[0]!)).team).toMatchObject({ state: 'done', attempts: 2, lastError: null });
    expect((await mailJobs(ids[1]!)).team).toMatchObject({ state: 'done', attempts: 2 });
    // A job run again (a lease that ran out under a slow mail server) sends nothing twice.
    await h.db.execute(sql`update jobs set state = 'queued', run_at = now() where kind = 'mail' and key in (${`form-team:${ids[0]}`}, ${`form-ack:${ids[0]}`})`);
    await settled(h.app);
    expect(outbox(h.dataDir)).toHaveLength(1);
  });

  it('does not wait for the mail before answering', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = await h.newApp({}, {
      mailer: {
        async send(message) {
          await gate;
          sent.push(message.to);
        },
      },
    });
    const res = await call(slow, 'POST', 'forms/contact', { body: contact(), ip: randomIp() });
    expect(res.statusCode).toBe(201);
    expect(sent).toEqual([]);
    expect(await rows()).toEqual([expect.objectContaining({ teamMailStatus: 'pending', ackMailStatus: 'pending' })]);
    release();
    await settled(slow);
    expect(sent).toEqual([TEAM, 'ana.popescu@exemplu.ro']);
    expect(await rows()).toEqual([expect.objectContaining({ teamMailStatus: 'sent', ackMailStatus: 'sent' })]);
  });

  it('acknowledges one address at most 5 times an hour; the messages are still stored and the team told', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(h.app, 'POST', 'forms/contact', { body: contact(), ip: randomIp() });
      expect(res.statusCode).toBe(201);
    }
    await settled(h.app);
    expect(mailsTo(h.dataDir, 'ana.popescu@exemplu.ro')).toHaveLength(5);
    expect(mailsTo(h.dataDir, TEAM)).toHaveLength(6);
    const all = await rows();
    // The mails of one submission may still be going out when the next arrives: any one is the sixth.
    expect(all.map((row) => row.ackMailStatus).sort()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'skipped']);
    expect(all.map((row) => row.teamMailStatus)).toEqual(Array(6).fill('sent'));
  });
});

describe('FORMS_TEAM_EMAIL', () => {
  it('defaults to echipa@curiero.ro and refuses what is not an address', () => {
    expect(loadConfig({}).forms).toEqual({ teamEmail: 'echipa@curiero.ro' });
    expect(loadConfig({ FORMS_TEAM_EMAIL: ' oferte@curiero.ro ' }).forms.teamEmail).toBe('oferte@curiero.ro');
    expect(() => loadConfig({ FORMS_TEAM_EMAIL: 'echipa' })).toThrow(ConfigError);
    expect(() => loadConfig({ FORMS_TEAM_EMAIL: 'Echipa <echipa@curiero.ro>' })).toThrow(/FORMS_TEAM_EMAIL must be an e-mail address/);
  });
});
