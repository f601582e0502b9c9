// The log sink (http/log-sink.ts) over a stand-in stdout whose reader reads only when the test says:
// lines pass while it keeps up; past the backlog they are dropped, never waited for, and counted in a
// warning once the reader has caught up; after the reader is gone (EPIPE) nothing is written and
// nothing thrown.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { logSink } from '../../server/http/log-sink.ts';

/** A stdout whose reader takes each chunk only when `release()` is called (a paused pipe). */
function slowReader() {
  const received: string[] = [];
  const waiting: (() => void)[] = [];
  const out = new Writable({
    highWaterMark: 64,
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      waiting.push(() => {
        received.push(chunk);
        done();
      });
    },
  });
  const release = async () => {
    while (waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { out, received, release };
}

const line = (msg: string) => `${JSON.stringify({ level: 30, msg })}\n`;

describe('log sink', () => {
  it('writes each line, formatted, while the reader keeps up', async () => {
    const { out, received, release } = slowReader();
    const sink = logSink(out, (text) => text.toUpperCase(), 1_000);
    sink.write(line('one'));
    sink.write(line('two'));
    await release();
    expect(received).toEqual([line('one').toUpperCase(), line('two').toUpperCase()]);
  });

  it('drops lines past the backlog without waiting, then says how many were lost', async () => {
    const { out, received, release } = slowReader();
    const sink = logSink(out, undefined, 200);
    const sizes = line('line 00').length;
    const started = performance.now();
    for (let i = 0; i < 20; i++) sink.write(line(`line ${String(i).padStart(2, '0')}`));
    expect(performance.now() - started).toBeLessThan(100);
    // 200 bytes hold the first lines; the others are dropped.
    const kept = Math.floor(200 / sizes);
    expect(out.writableLength).toBe(kept * sizes);
    await release();
    // The reader caught up: the lines kept, then the warning with the count of the others.
    expect(received.slice(0, kept)).toEqual(Array.from({ length: kept }, (_, i) => line(`line ${String(i).padStart(2, '0')}`)));
    expect(received).toHaveLength(kept + 1);
    const notice = JSON.parse(received[kept]!) as { level: number; dropped: number; msg: string };
    expect(notice).toMatchObject({ level: 40, dropped: 20 - kept, msg: `${20 - kept} log lines dropped: stdout was not being read` });
    // And lines pass again.
    sink.write(line('after'));
    await release();
    expect(received.at(-1)).toBe(line('after'));
  });

  it('stops writing once the reader has gone away, without an uncaught error', () => {
    let writes = 0;
    const out = new Writable({
      write(_chunk, _encoding, done) {
        writes += 1;
        const error = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
        done(error);
      },
    });
    const sink = logSink(out);
    sink.write(line('first'));
    expect(writes).toBe(1);
    // The 'error' the stream emits has a listener: nothing is thrown, and nothing more is written.
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        sink.write(line('second'));
        sink.write(line('third'));
        expect(writes).toBe(1);
        expect(out.destroyed).toBe(true);
        resolve();
      });
    });
  });
});
