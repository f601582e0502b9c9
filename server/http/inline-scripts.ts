// The inline scripts of the shell and the prerendered pages (theme before first paint, app loader)
// are allowed in the CSP by their SHA-256 hashes, read from the built files at start: no
// 'unsafe-inline', and a script changed without a restart is blocked rather than trusted.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Scripts without src; JSON-LD data blocks are never executed, so they need no hash.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Hashes of the inline scripts of the shell and of every prerendered page (scripts/prerender.ts). */
export function shellScriptHashes(staticDir: string): string[] {
  const pages = ['index.html'];
  const prerendered = join(staticDir, 'prerendered', 'routes.json');
  if (existsSync(prerendered)) {
    pages.push(...Object.values(JSON.parse(readFileSync(prerendered, 'utf8')) as Record<string, string>).map((f) => `prerendered/${f}`));
  }
  const hashes = new Set<string>();
  for (const page of pages) {
    const file = join(staticDir, page);
    if (existsSync(file)) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}
