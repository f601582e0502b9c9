// The request examples of a call in curl, JavaScript (Node 20+, fetch), PHP (curl extension) and
// Python (requests), written from its method, URL, extra headers and example body: the reference
// pages' (scripts/docs/operation-blocks.ts) and the guides' (guide-requests.ts), at build time only. The key is read
// from the CURIERO_API_KEY environment variable; the first line of each sample names the key with
// KEY_PLACEHOLDER, which the page replaces by a signed-in user's own test-key prefix.
import { KEY_PLACEHOLDER, type CodeSample } from './docs-types.ts';

export interface ExampleRequest {
  method: string;
  /** The full URL, query string included. */
  url: string;
  body?: unknown;
  /** Headers besides the key and the content type (e.g. Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
  /** The answer is a file: saved under this name instead of printed. */
  file?: string;
}

const INDENT = '  ';

/** A value as a PHP literal (arrays with =>), indented like the rest of the sample. */
export function phpValue(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${phpValue(v, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries.map(([k, v]) => `${pad}${phpValue(k)} => ${phpValue(v, depth + 1)},`).join('\n')}\n${end}]`;
}

/** A value as a Python literal (True, False, None). */
export function pythonValue(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonValue(v, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonValue(v, depth + 1)},`).join('\n')}\n${end}}`;
}

/** JSON for a single-quoted shell argument. */
const shellJson = (value: unknown) => JSON.stringify(value, null, 2).replace(/'/g, `'\\''`);

const extra = (headers: ExampleRequest['headers']) => Object.entries(headers ?? {});

export function curlSample({ method, url, body, headers, file }: ExampleRequest): string {
  const lines = [`curl -sS${method === 'GET' ? '' : ` -X ${method}`} "${url}"`, `-H "X-API-Key: $CURIERO_API_KEY"`, ...extra(headers).map(([k, v]) => `-H "${k}: ${v}"`)];
  if (body !== undefined) lines.push(`-H "Content-Type: application/json"`, `-d '${shellJson(body)}'`);
  if (file) lines.push(`-o ${file}`);
  return `# export CURIERO_API_KEY=${KEY_PLACEHOLDER}\n${lines.join(` \\\n${INDENT}`)}`;
}

export function jsSample({ method, url, body, headers, file }: ExampleRequest): string {
  const named = [`'X-API-Key': process.env.CURIERO_API_KEY`, ...extra(headers).map(([k, v]) => `'${k}': '${v}'`), ...(body !== undefined ? ["'Content-Type': 'application/json'"] : [])];
  const options = [
    ...(method === 'GET' ? [] : [`method: '${method}',`]),
    `headers: { ${named.join(', ')} },`,
    ...(body !== undefined ? [`body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, `\n${INDENT}`)}),`] : []),
  ];
  const lines = [
    `// export CURIERO_API_KEY=${KEY_PLACEHOLDER}`,
    ...(file ? ["import { writeFile } from 'node:fs/promises';", ''] : []),
    `const res = await fetch('${url}', {`,
    ...options.map((o) => `${INDENT}${o}`),
    '});',
    'if (!res.ok) throw new Error(`${res.status}: ${(await res.json()).message}`);',
    ...(file
      ? [`await writeFile('${file}', Buffer.from(await res.arrayBuffer()));`, `console.log('Salvat în ${file}');`]
      : ['const data = await res.json();', 'console.log(JSON.stringify(data, null, 2));']),
  ];
  return lines.join('\n');
}

export function phpSample({ method, url, body, headers, file }: ExampleRequest): string {
  const named = [`'X-API-Key: ' . getenv('CURIERO_API_KEY')`, ...extra(headers).map(([k, v]) => `'${k}: ${v}'`), ...(body !== undefined ? [`'Content-Type: application/json'`] : [])];
  const options = [
    'CURLOPT_RETURNTRANSFER => true,',
    ...(method === 'GET' ? [] : [`CURLOPT_CUSTOMREQUEST => '${method}',`]),
    `CURLOPT_HTTPHEADER => [${named.join(', ')}],`,
    ...(body !== undefined ? [`CURLOPT_POSTFIELDS => json_encode(${phpValue(body, 1)}),`] : []),
  ];
  return [
    '<?php',
    `// export CURIERO_API_KEY=${KEY_PLACEHOLDER}`,
    `$ch = curl_init('${url}');`,
    'curl_setopt_array($ch, [',
    ...options.map((o) => `    ${o}`),
    ']);',
    '$body = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    'if ($status >= 400) {',
    `    throw new RuntimeException($status . ': ' . json_decode($body, true)['message']);`,
    '}',
    file ? `file_put_contents('${file}', $body);` : 'print_r(json_decode($body, true));',
  ].join('\n');
}

export function pythonSample({ method, url, body, headers, file }: ExampleRequest): string {
  const named = ['"X-API-Key": os.environ["CURIERO_API_KEY"]', ...extra(headers).map(([k, v]) => `"${k}": "${v}"`)];
  const args = [`"${url}"`, `headers={${named.join(', ')}}`, ...(body !== undefined ? [`json=${pythonValue(body, 1)}`] : []), 'timeout=30'];
  return [
    `# export CURIERO_API_KEY=${KEY_PLACEHOLDER}`,
    'import os',
    '',
    'import requests',
    '',
    `res = requests.${method.toLowerCase()}(`,
    ...args.map((a) => `    ${a},`),
    ')',
    'res.raise_for_status()',
    ...(file ? [`with open("${file}", "wb") as f:`, '    f.write(res.content)'] : ['print(res.json())']),
  ].join('\n');
}

export function requestSamples(request: ExampleRequest): CodeSample[] {
  return [
    { lang: 'curl', code: curlSample(request) },
    { lang: 'js', code: jsSample(request) },
    { lang: 'php', code: phpSample(request) },
    { lang: 'python', code: pythonSample(request) },
  ];
}

/** The key line a sample starts with (a comment in its language), for samples written by hand. */
export function withKeyLine(sample: CodeSample): CodeSample {
  if (sample.code.includes(KEY_PLACEHOLDER)) return sample;
  const line = `export CURIERO_API_KEY=${KEY_PLACEHOLDER}`;
  switch (sample.lang) {
    case 'curl':
    case 'python':
      return { ...sample, code: `# ${line}\n${sample.code}` };
    case 'js':
      return { ...sample, code: `// ${line}\n${sample.code}` };
    case 'php':
      return { ...sample, code: sample.code.startsWith('<?php\n') ? sample.code.replace('<?php\n', `<?php\n// ${line}\n`) : `// ${line}\n${sample.code}` };
    default:
      return sample;
  }
}
