// The start-up floor guard (scripts/check-critical-path.mjs, run on the build by `npm test`): it
// counts a page's render-blocking requests and finds the stylesheets that start a second level.
import { describe, expect, it } from 'vitest';
import { MAX_BLOCKING, pageProblems, renderBlocking } from '../../scripts/check-critical-path.mjs';

const page = (head: string) => `<!doctype html><html lang="ro"><head>${head}</head><body><script src="/late.js"></script></body></html>`;
const sheets = (n: number) => Array.from({ length: n }, (_, i) => `<link rel="stylesheet" crossorigin href="/assets/s${i}.css">`).join('');
const plain = () => '.a{color:red}';

describe('the critical path guard', () => {
  it('counts stylesheets and synchronous head scripts, not modules, async, deferred, print or body scripts', () => {
    const html = page(
      `${sheets(2)}<link rel="stylesheet" href="/print.css" media="print"><link rel="preload" href="/f.woff2" as="font">` +
        `<script src="/sync.js"></script><script type="module" src="/m.js"></script><script async src="/a.js"></script><script defer src="/d.js"></script><script>inline()</script>`,
    );
    expect(renderBlocking(html)).toEqual([
      { kind: 'stylesheet', url: '/assets/s0.css' },
      { kind: 'stylesheet', url: '/assets/s1.css' },
      { kind: 'script', url: '/sync.js' },
    ]);
  });

  it(`passes ${MAX_BLOCKING} render-blocking requests and names the page's requests at ${MAX_BLOCKING + 1}`, () => {
    expect(pageProblems(page(sheets(MAX_BLOCKING)), plain)).toEqual([]);
    const [problem] = pageProblems(page(sheets(MAX_BLOCKING + 1)), plain);
    expect(problem).toContain(`${MAX_BLOCKING + 1} render-blocking requests`);
    expect(problem).toContain(`/assets/s${MAX_BLOCKING}.css`);
  });

  it('finds a second level: an @import, a font not preloaded, a stylesheet missing from the build', () => {
    const css: Record<string, string> = {
      '/assets/s0.css': '@import url("/more.css");',
      '/assets/s1.css': '@font-face{font-family:X;src:url(/fonts/x.woff2) format("woff2")}',
    };
    const problems = pageProblems(page(sheets(3)), (url: string) => css[url] ?? null);
    expect(problems).toEqual([
      expect.stringContaining('/assets/s0.css uses @import'),
      expect.stringContaining('names the font /fonts/x.woff2'),
      expect.stringContaining('/assets/s2.css is linked but not in the build'),
    ]);
    // A font the page preloads is found with the HTML: no extra level.
    const preloaded = page(`<link rel="preload" href="/fonts/x.woff2" as="font" crossorigin>${sheets(2)}`);
    expect(pageProblems(preloaded, (url: string) => (url === '/assets/s1.css' ? css[url]! : plain()))).toEqual([]);
  });
});
