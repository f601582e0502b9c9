// The shell's inline scripts (the theme applied before first paint) are allowed in the CSP by
// their SHA-256 hash, read from the built index.html at start: no 'unsafe-inline', and a changed
// script without a restart is blocked rather than trusted.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const code = match[1] ?? '';
    if (code.trim()) hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function shellScriptHashes(indexPath: string): string[] {
  return existsSync(indexPath) ? inlineScriptHashes(readFileSync(indexPath, 'utf8')) : [];
}
