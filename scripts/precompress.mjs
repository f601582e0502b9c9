// After `vite build`: writes .br (quality 11) and .gz (level 9) beside every hashed asset, so the
// server sends the smallest encoding without compressing on each request. Only assets/: their
// names change with their content, so a compressed twin can never go stale (sw.js and index.html
// are compressed on the fly).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = join(process.argv[2] ?? 'dist', 'assets');
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const source = readFileSync(join(dir, name));
  if (source.length < 1024) continue;
  const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  writeFileSync(join(dir, `${name}.br`), br);
  writeFileSync(join(dir, `${name}.gz`), gzipSync(source, { level: 9 }));
  before += source.length;
  after += br.length;
}
console.info(`precompressed ${dir}: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB brotli`);
