// The request examples written from an operation (scripts/docs/examples.ts): four languages, the
// same call in each, values written as each language writes them, quotes that survive the shell,
// and the key line every sample starts with.
import { describe, expect, it } from 'vitest';
import { curlSample, jsSample, phpValue, pythonValue, requestSamples, withKeyLine } from '../../src/features/docs/request-samples.ts';
import { KEY_PLACEHOLDER } from '../../src/features/docs/docs-types.ts';

const URL = 'https://curiero.ro/api/public/v1/orders';
const BODY = { carrier_id: 6, cod: null, extra: { fragile: true, note: "Lângă ușă, la 'poartă'" }, parcels: [{ weight: 1.5 }] };

describe('request examples', () => {
  it('write one sample per language, each starting with the key line', () => {
    const samples = requestSamples({ method: 'POST', url: URL, body: BODY });
    expect(samples.map((s) => s.lang)).toEqual(['curl', 'js', 'php', 'python']);
    for (const s of samples) expect(s.code, s.lang).toContain(`CURIERO_API_KEY=${KEY_PLACEHOLDER}`);
    for (const s of samples) expect(s.code, s.lang).toContain(URL);
  });

  it('quote a JSON body with an apostrophe so that the shell passes it whole', () => {
    const curl = curlSample({ method: 'POST', url: URL, body: BODY });
    expect(curl).toContain(`-d '{`);
    expect(curl).toContain(`la '\\''poartă'\\''`);
    expect(curl).toContain('-H "X-API-Key: $CURIERO_API_KEY"');
    expect(curlSample({ method: 'GET', url: URL })).not.toContain('-X');
    expect(curlSample({ method: 'POST', url: URL, file: 'etichete.pdf' })).toMatch(/-o etichete\.pdf$/);
  });

  it('write values as PHP and Python do', () => {
    expect(phpValue(BODY)).toContain("'note' => 'Lângă ușă, la \\'poartă\\'',");
    expect(phpValue(BODY)).toContain("'cod' => null,");
    expect(phpValue({})).toBe('new stdClass()');
    expect(pythonValue(BODY)).toContain('"fragile": True,');
    expect(pythonValue(BODY)).toContain('"cod": None,');
    expect(pythonValue([])).toBe('[]');
  });

  it('print the answer as JSON in JavaScript, or save a file', () => {
    expect(jsSample({ method: 'GET', url: URL })).toContain('console.log(JSON.stringify(data, null, 2));');
    expect(jsSample({ method: 'POST', url: URL, file: 'etichete.pdf' })).toContain("await writeFile('etichete.pdf'");
    expect(jsSample({ method: 'POST', url: URL, body: BODY })).toContain("method: 'POST',");
  });

  it('add the key line to a written sample in its own comment syntax, once', () => {
    expect(withKeyLine({ lang: 'curl', code: 'curl x' }).code).toBe(`# export CURIERO_API_KEY=${KEY_PLACEHOLDER}\ncurl x`);
    expect(withKeyLine({ lang: 'js', code: 'fetch()' }).code).toBe(`// export CURIERO_API_KEY=${KEY_PLACEHOLDER}\nfetch()`);
    expect(withKeyLine({ lang: 'php', code: '<?php\necho 1;' }).code).toBe(`<?php\n// export CURIERO_API_KEY=${KEY_PLACEHOLDER}\necho 1;`);
    const once = withKeyLine({ lang: 'python', code: 'x' });
    expect(withKeyLine(once)).toEqual(once);
    expect(withKeyLine({ lang: 'json', code: '{}' }).code).toBe('{}');
  });
});
