/* global Worker */
// The batch import's worker on a mid phone (issue #34): a 1,000-row CSV (our template's columns,
// semicolons, Romanian values) read, mapped and checked by the built import worker, with 4x CPU
// throttling in Chromium; timed by the page from postMessage to the answer. Next to it, the floor:
// a bare worker that only decodes the same bytes and splits them into lines, timed the same way, and
// the longest task the page's main thread ran meanwhile (the page must not freeze).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from './lib.mjs';
import { CPU_SLOWDOWN } from './inp.mjs';

export const BATCH_VALIDATE_BUDGET_MS = 1500;
export const BATCH_ROWS = 1000;
const RUNS = 5;

const HEADER = 'Referință;Nume destinatar;Firmă;Telefon;E-mail;Județ;Localitate;Adresă;Stradă;Număr;Detalii adresă;Cod poștal;Locker;Greutate (kg);Lungime (cm);Lățime (cm);Înălțime (cm);Colete;Conținut;Ramburs (lei);Valoare declarată (lei);Observații';
const PLACES = [
  ['Cluj', 'Cluj-Napoca', 'Strada Memorandumului', '400114'],
  ['Iași', 'Iași', 'Bulevardul Ștefan cel Mare și Sfânt', '700063'],
  ['București', 'București', 'Bulevardul Unirii', '030167'],
  ['Timiș', 'Timișoara', 'Strada Mihai Viteazu', '300222'],
];

/** A 1,000-row file as a shop would upload it. */
export function thousandRowCsv(rows = BATCH_ROWS) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const [county, city, street, zip] = PLACES[i % PLACES.length];
    const phone = `07${String(22_000_000 + i).padStart(8, '0')}`;
    lines.push(`CMD-${1000 + i};Destinatar Țăranu ${i};;${phone};client${i}@exemplu.ro;${county};${city};;${street};${(i % 90) + 1};bl. ${i % 12}, ap. ${i % 40};${zip};;${(1 + (i % 9) / 2).toFixed(1).replace('.', ',')};30;20;10;1;Cărți și jucării;${i % 3 === 0 ? '149,90' : ''};;Sunați înainte`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The built import worker's file (Vite names it after its source). */
function workerAsset(distDir) {
  const name = readdirSync(join(distDir, 'assets')).find((f) => /^import-worker-.*\.js$/.test(f));
  if (!name) throw new Error(`bench: no import worker in ${distDir}/assets`);
  return `/assets/${name}`;
}

const FLOOR_WORKER = `self.onmessage = (e) => {
  const text = new TextDecoder('utf-8').decode(new Uint8Array(e.data.bytes));
  self.postMessage({ id: e.data.id, type: 'parsed', lines: text.split('\\n').length });
};`;

/** In the page: posts `csv` to a worker at `src` RUNS times; the time to each answer and the longest main-thread task. */
function timeWorker({ src, csv, runs, floor }) {
  return new Promise((resolve, reject) => {
    const url = floor ? URL.createObjectURL(new Blob([src], { type: 'text/javascript' })) : src;
    const worker = new Worker(url, { type: 'module' });
    const bytes = new TextEncoder().encode(csv);
    const times = [];
    let longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
    }).observe({ type: 'longtask' });
    let started = 0;
    const send = (id) => {
      const copy = bytes.slice().buffer;
      started = performance.now();
      worker.postMessage({ id, type: 'parse', bytes: copy, saved: null }, [copy]);
    };
    worker.onmessage = (event) => {
      const answer = event.data;
      if (answer.type === 'progress') return;
      if (answer.type !== 'parsed') return reject(new Error(answer.message ?? 'worker'));
      if (!floor && answer.parsed.rows.length !== 1000) return reject(new Error(`rows: ${answer.parsed.rows.length}`));
      times.push(performance.now() - started);
      if (times.length < runs + 1) send(times.length + 1);
      else {
        worker.terminate();
        resolve({ times: times.slice(1), longest }); // the first run loads and compiles the worker
      }
    };
    worker.onerror = (e) => reject(new Error(e.message));
    send(1);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** { worker: {median, max}, floor: {median, max}, longestTaskMs } at 4x CPU on `url`. */
export async function benchBatchImport(url, distDir) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    // The floor worker is a blob: URL, which the site's CSP (worker-src 'self') refuses: bypassed here only.
    const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    const csv = thousandRowCsv();
    const ours = await page.evaluate(timeWorker, { src: workerAsset(distDir), csv, runs: RUNS, floor: false });
    const floor = await page.evaluate(timeWorker, { src: FLOOR_WORKER, csv, runs: RUNS, floor: true });
    return {
      bytes: Buffer.byteLength(csv),
      worker: { median: median(ours.times), max: Math.max(...ours.times) },
      floor: { median: median(floor.times), max: Math.max(...floor.times) },
      longestTaskMs: ours.longest,
    };
  } finally {
    await browser.close();
  }
}
