// Where a page's start-up time goes (issue #18): loads each page in Chromium with 4x CPU
// throttling (no service worker), records a trace with the JavaScript sampler, and prints every
// main-thread task longer than 50 ms after the first contentful paint (the tasks Lighthouse's TBT
// counts) with what ran inside it: layout, style, evaluation, and the functions that took the most
// of it (inclusive, React's own frames left out with --app-only).
//   PROFILE_BUILD=1 node scripts/build.mjs dist-prof     (readable function names)
//   node bench/profile-start.mjs dist-prof / /tracking /comanda [--app-only]
// Figures grow with the machine's load: compare runs made one after the other, not across days.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, startServer } from './lib.mjs';

const args = process.argv.slice(2);
const appOnly = args.includes('--app-only');
const [dist = 'bench/results/dist', ...paths] = args.filter((a) => !a.startsWith('--'));
const REACT_FRAMES = /@(index|chunk-|rolldown|preload|react|jsx-runtime)/;

const server = await startServer({ port: Number(process.env.PROFILE_PORT ?? 4197), staticDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });

async function trace(url) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return events;
}

/** The renderer's main thread: the one that ran the most script. */
function mainThread(events) {
  const time = new Map();
  for (const e of events) {
    if (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.evaluateModule') {
      const key = `${e.pid}:${e.tid}`;
      time.set(key, (time.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  return [...time].sort((a, b) => b[1] - a[1])[0][0];
}

/** The JavaScript samples of the main thread, each with its time and stack leaf. */
function samplesOf(events, main) {
  const profile = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main);
  const nodes = new Map();
  const samples = [];
  let t = profile?.args?.data?.startTime ?? 0;
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.id === profile?.id && x.pid === profile?.pid)) {
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    for (let i = 0; i < ids.length; i++) samples.push({ id: ids[i], t: (t += data.timeDeltas[i]) });
  }
  return { nodes, samples };
}

const STAGES = ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'v8.evaluateModule', 'FunctionCall', 'EvaluateScript', 'MinorGC', 'MajorGC'];

try {
  for (const path of paths.length ? paths : ['/', '/tracking', '/comanda']) {
    const events = await trace(server.url + path);
    const main = mainThread(events);
    const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const { nodes, samples } = samplesOf(events, main);
    const long = own.filter((e) => e.name === 'RunTask' && e.dur > 50_000 && e.ts >= (fcp?.ts ?? 0)).sort((a, b) => a.ts - b.ts);
    const blocking = long.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
    console.log(`\n== ${path}: ${long.length} tasks over 50 ms after FCP, ${Math.round(blocking)} ms over 50 in all (4x CPU)`);
    for (const task of long) {
      const end = task.ts + task.dur;
      const stages = new Map();
      for (const e of own) {
        if (e !== task && STAGES.includes(e.name) && e.ts >= task.ts && e.ts + e.dur <= end) stages.set(e.name, (stages.get(e.name) ?? 0) + e.dur / 1000);
      }
      const inclusive = new Map();
      let count = 0;
      for (const s of samples) {
        if (s.t < task.ts || s.t > end) continue;
        count++;
        const seen = new Set();
        for (let node = nodes.get(s.id); node; node = nodes.get(node.parent)) {
          const f = node.callFrame;
          if (!f.url) continue;
          const name = `${f.functionName || '(anonymous)'}@${f.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '')}`;
          if (appOnly && REACT_FRAMES.test(name)) continue;
          if (!seen.has(name)) {
            seen.add(name);
            inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
          }
        }
      }
      const at = Math.round((task.ts - (fcp?.ts ?? task.ts)) / 1000);
      console.log(`  +${at} ms, ${Math.round(task.dur / 1000)} ms: ${[...stages].map(([k, v]) => `${k} ${Math.round(v)}`).join(', ') || 'no traced stage'}`);
      const top = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 10);
      if (top.length) console.log(`      ${top.map(([k, v]) => `${k} ${Math.round((100 * v) / count)}%`).join(' | ')}`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
