// The street list (server/data/romania/streets.csv, Poșta Română): how the loader stores it (street
// rows only, quoted names, ids from the content that survive a reload, the streets' postal codes
// joining their localities'), street search (prefix of any word, without the type word, any word
// order, one answer per street and postal code), and the postal-code check that pricing and the
// address book use (checkPostalCode).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { loadReferenceData } from '../../server/services/locations/load-reference-data.ts';
import { parseStreets } from '../../server/services/locations/parse-datasets.ts';
import { checkPostalCode, POSTAL_CODE_MESSAGES } from '../../server/services/locations/postal-code-check.ts';
import { DEFAULT_DATA_DIR, readSources, ReferenceDataError } from '../../server/services/locations/reference-files.ts';
import { searchStreets, streetById, STREETS_LIMIT } from '../../server/services/locations/streets.ts';
import { tempDir } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const CLUJ = 54984;
const IASI = 95079;
const SECTOR_1 = 179141;
const FLORESTI = 57715;
const MEMORANDUMULUI = { street_name: 'Strada Memorandumului', postal_code: '400114' };

async function streetRows(db: AppDb, where: ReturnType<typeof sql>) {
  return rowsOf<{ id: number; siruta: number; name: string; name_search: string; street_type: string; numbers: string; postal_code: string }>(
    await db.execute(sql`select id, siruta, name, name_search, street_type, numbers, postal_code from streets where ${where} order by id`),
  );
}

describe('streets.csv parsing', () => {
  it('keeps street rows only, reads quoted fields, and gives every row the same id at every parse', async () => {
    const [source] = await readSources(DEFAULT_DATA_DIR, ['streets']);
    const rows = parseStreets(source!);
    expect(rows).toHaveLength(41_601);
    expect(rows.every((r) => r.name !== '' && /^\d{6}$/.test(r.postal_code))).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => Number.isInteger(r.id) && r.id > 0 && r.id <= 0x7fffffff)).toBe(true);
    // "Babeș Victor, profesor" and "nr. 3A, 5A" are quoted in the file.
    expect(rows.find((r) => r.siruta === CLUJ && r.name.startsWith('Babeș Victor'))).toMatchObject({ name: 'Babeș Victor, profesor', street_type: 'Stradă', numbers: '', postal_code: '400012' });
    expect(rows.find((r) => r.siruta === IASI && r.name === 'Iorga Nicolae' && r.postal_code === '700259')).toMatchObject({ street_type: 'Bulevard', numbers: 'nr. 3A, 5A', name_search: 'iorga nicolae' });
    expect(parseStreets(source!).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('refuses a broken file, naming the line', async () => {
    const [source] = await readSources(DEFAULT_DATA_DIR, ['streets']);
    const file = 'romania/streets.csv';
    const text = source!.files.get(file)!;
    const broken = (content: string) => () => parseStreets({ ...source!, files: new Map([[file, content]]) });
    expect(broken(text.replace(',Memorandumului,,400114', ',Memorandumului,,40011'))).toThrow(/streets\.csv line \d+: "40011" is not 6 digits/);
    expect(broken(`${text}CJ,Cluj-Napoca,54984,Stradă,Memorandumului,,400114\n`)).toThrow(/the same row appears twice/);
    expect(broken(text.replace('county_code,', 'judet,'))).toThrow(ReferenceDataError);
  });
});

describe.each(testDatabases())('streets on $name', (backend) => {
  let test: TestDatabase;
  let db: AppDb;
  beforeAll(async () => {
    test = await backend.createPrepared();
    db = test.database.db;
  });
  afterAll(async () => test?.dispose());

  const names = async (siruta: number, term: string) => (await searchStreets(db, siruta, term)).map((s) => `${s.street_name} ${s.postal_code}`);

  it('are loaded with their type and numbers, the street rows only', async () => {
    const [memorandum] = await streetRows(db, sql`siruta = ${CLUJ} and name = 'Memorandumului'`);
    expect(memorandum).toMatchObject({ name_search: 'memorandumului', street_type: 'Stradă', numbers: '', postal_code: '400114' });
    const victoriei = await streetRows(db, sql`siruta = ${SECTOR_1} and name = 'Victoriei' and street_type = 'Cale'`);
    expect(victoriei.find((r) => r.postal_code === '010083')?.numbers).toBe('nr. 56');
    expect(await streetRows(db, sql`siruta = ${FLORESTI}`)).toEqual([]);
  });

  it('finds "Memorandumului" in Cluj-Napoca with or without its type, abbreviated, by a prefix, in any case', async () => {
    for (const term of ['Strada Memorandumului', 'str memorandumului', 'Str. Memorandumului', 'memorandum', 'MEMORANDUMULUI', 'strada memorandum']) {
      expect(await searchStreets(db, CLUJ, term), term).toEqual([{ id: expect.any(Number), ...MEMORANDUMULUI }]);
    }
    // Only Cluj's: Brașov and Bistrița have one too.
    expect((await searchStreets(db, IASI, 'memorandumului')).length).toBe(0);
  });

  it('ignores diacritics and word order, and finds a word inside the name', async () => {
    expect(await names(CLUJ, 'Victor Babeș')).toEqual(['Strada Babeș Victor, profesor 400012']);
    expect(await names(CLUJ, 'ioan mincu')).toEqual(['Strada Mincu Ioan 400091']);
    expect((await names(IASI, 'stefan cel mare'))[0]).toMatch(/^Bulevardul Ștefan cel Mare și Sfânt 700\d{3}$/);
    expect((await names(IASI, 'ştefan cel'))[0]).toMatch(/^Bulevardul Ștefan cel Mare și Sfânt/);
    expect(await names(CLUJ, 'zzzz')).toEqual([]);
  });

  it('puts the type the term names first ("piața unirii" before "strada unirii")', async () => {
    const piata = ['Piața Unirii 400133', 'Piața Unirii 400015', 'Piața Unirii 400113', 'Piața Unirii 400098'];
    const strada = ['Strada Unirii 400432', 'Strada Unirii 400417', 'Strada Unirii 400433'];
    expect(await names(CLUJ, 'piata unirii')).toEqual([...piata, ...strada]);
    expect(await names(CLUJ, 'strada unirii')).toEqual([...strada, ...piata]);
    expect(await names(CLUJ, 'Pța Unirii')).toEqual([...piata, ...strada]);
    expect(await names(CLUJ, 'b-dul eroilor')).toEqual(['Bulevardul Eroilor 400129']);
    expect((await names(SECTOR_1, 'calea victoriei'))[0]).toMatch(/^Calea Victoriei 010\d{3}$/);
  });

  it('answers one item per street and postal code, in the order of the house numbers, at most 50', async () => {
    const boulevard = await searchStreets(db, CLUJ, '21 decembrie');
    expect(boulevard.map((s) => s.postal_code)).toEqual(['400105', '400094', '400124', '400603', '400604', '400602']);
    expect(new Set(boulevard.map((s) => s.street_name))).toEqual(new Set(['Bulevardul 21 Decembrie 1989']));
    expect(new Set(boulevard.map((s) => s.id)).size).toBe(6);
    // Calea Victoriei: many number ranges, one item per code.
    const victoriei = await searchStreets(db, SECTOR_1, 'calea victoriei');
    const keys = victoriei.map((s) => `${s.street_name}|${s.postal_code}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await searchStreets(db, SECTOR_1, 'ma')).toHaveLength(STREETS_LIMIT);
  });

  it('finds a street by the id a search gave', async () => {
    const [found] = await searchStreets(db, CLUJ, 'memorandum');
    expect(await streetById(db, found!.id)).toEqual({ id: found!.id, locality_id: CLUJ, ...MEMORANDUMULUI });
    expect(await streetById(db, 1)).toBeNull();
  });

  describe('checkPostalCode', () => {
    const check = (address: Parameters<typeof checkPostalCode>[1]) => checkPostalCode(db, address);
    const cluj = (postal_code: string, street_name?: string, street_number?: string) => check({ locality_id: CLUJ, postal_code, street_name, street_number });

    it('refuses a code that is not 6 digits', async () => {
      for (const code of ['ABC', '40011', '4001145', '400 114']) expect(await cluj(code)).toEqual({ ok: false, message: POSTAL_CODE_MESSAGES.format });
    });

    it("refuses another locality's code", async () => {
      const answer = await check({ locality_id: IASI, postal_code: '400114' });
      expect(answer).toEqual({ ok: false, message: 'Codul poștal 400114 nu aparține localității Iași, Iași. Verifică-l sau lasă câmpul gol și îl completăm noi.' });
      expect(await check({ locality_id: IASI, postal_code: '700259' })).toEqual({ ok: true, postal_code: '700259' });
      // A code known only from the street list (Alba Iulia, Strada Cigaș) is its locality's too.
      expect(await check({ locality_id: 1026, postal_code: '510408' })).toEqual({ ok: true, postal_code: '510408' });
    });

    it("refuses a code of the locality that is not the named street's", async () => {
      expect(await cluj('400114', 'Strada Memorandumului')).toEqual({ ok: true, postal_code: '400114' });
      expect(await cluj('400129', 'str. Memorandumului')).toEqual({
        ok: false,
        message: 'Codul poștal 400129 nu aparține străzii Strada Memorandumului (codul ei: 400114). Verifică-l sau lasă câmpul gol și îl completăm noi.',
      });
      const boulevard = await cluj('400129', 'Bd. 21 Decembrie 1989', '40');
      expect(boulevard.ok).toBe(false);
      expect(!boulevard.ok && boulevard.message).toMatch(/străzii Bulevardul 21 Decembrie 1989 \(codurile ei: 400105, 400094, 400124, 400603, 400604…\)/);
      // Any of the street's codes is accepted, whatever the house number.
      expect(await cluj('400602', 'Bd. 21 Decembrie 1989', '40')).toEqual({ ok: true, postal_code: '400602' });
      // A street the list does not have: only the locality is checked.
      expect(await cluj('400129', 'Strada Nouă din 2024')).toEqual({ ok: true, postal_code: '400129' });
    });

    it("fills in an empty code: the street's (by house number), else the locality's", async () => {
      expect(await cluj('', 'Strada Memorandumului', '28')).toEqual({ ok: true, postal_code: '400114' });
      expect(await cluj('', 'Victor Babeș')).toEqual({ ok: true, postal_code: '400012' });
      expect(await cluj('', 'Bd. 21 Decembrie 1989', '40')).toEqual({ ok: true, postal_code: '400094' });
      expect(await cluj('', 'Bd. 21 Decembrie 1989', '133A')).toEqual({ ok: true, postal_code: '400602' });
      expect(await cluj('', 'Bd. 21 Decembrie 1989', '3')).toEqual({ ok: true, postal_code: '400105' });
      expect(await check({ locality_id: SECTOR_1, postal_code: '', street_name: 'Calea Victoriei', street_number: '56' })).toEqual({ ok: true, postal_code: '010083' });
      expect(await check({ locality_id: SECTOR_1, postal_code: ' ', street_name: 'Calea Victoriei', street_number: '120' })).toEqual({ ok: true, postal_code: '010093' });
      expect(await cluj('', 'Strada Nouă din 2024')).toEqual({ ok: true, postal_code: '400335' });
      expect(await check({ locality_id: FLORESTI, street_name: 'Strada Eroilor' })).toEqual({ ok: true, postal_code: '407280' });
    });
  });
});

describe.each(testDatabases())('streets.csv reload on $name', (backend) => {
  let current: TestDatabase | undefined;
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });

  it('a changed street list reloads every dataset, keeps the ids of unchanged streets, and answers the new names', async () => {
    current = await backend.create();
    const db = current.database.db;
    await migrate(db);
    const dir = tempDir('streets-data');
    cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
    await loadReferenceData(db, dir);
    const before = await streetRows(db, sql`siruta = ${CLUJ}`);
    const zorilor = await searchStreets(db, CLUJ, 'zorilor');
    expect(zorilor.length).toBeGreaterThan(0);

    const file = join(dir, 'romania', 'streets.csv');
    writeFileSync(file, readFileSync(file, 'utf8').replace('CJ,Cluj-Napoca,54984,Stradă,Memorandumului,,400114', 'CJ,Cluj-Napoca,54984,Stradă,Memorandumului Nouă,,400114'));
    const report = await loadReferenceData(db, dir);
    expect(report.loaded.map((l) => l.dataset)).toEqual(['geography', 'fixed_locations', 'streets']);
    const after = await streetRows(db, sql`siruta = ${CLUJ}`);
    expect(after).toHaveLength(before.length);
    expect(after.filter((r) => !before.some((b) => b.id === r.id)).map((r) => r.name)).toEqual(['Memorandumului Nouă']);
    expect(await searchStreets(db, CLUJ, 'zorilor')).toEqual(zorilor);
    expect((await searchStreets(db, CLUJ, 'memorandumului')).map((s) => s.street_name)).toEqual(['Strada Memorandumului Nouă']);
  });
});
