// Where the server's log lines go: stdout, without ever holding the process up. pino's own stdout
// writer writes synchronously and, when the pipe is full (the log reader stopped reading), retries
// every 100 ms on the main thread for ever: no request answered, no SIGTERM handled, the shutdown
// timer never fires (#32). Here a line goes to process.stdout, which writes it at once while the pipe
// has room (a line logged just before exit is not lost) and otherwise queues it, the event loop going
// on. Past LOG_BACKLOG_BYTES queued, lines are dropped and counted; once the reader has caught up, a
// warning line says how many were lost. A reader gone away (EPIPE) ends the logging, not the process.
import { hostname } from 'node:os';
import type { LogFormat } from '../config/server.ts';
import { prettyLines } from './request-log.ts';

/** What may wait in memory for a slow log reader (a few seconds of a busy server's lines). */
export const LOG_BACKLOG_BYTES = 8 * 1024 * 1024;

/** The little of a Writable the sink uses (process.stdout: a socket, a pipe, a file or a terminal). */
export interface LogOut {
  write(text: string): unknown;
  readonly writableLength: number;
  on(event: 'error', listener: (error: Error) => void): unknown;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * A pino destination over `out`: each JSON line, turned by `formatLine` (pino-pretty's for a terminal),
 * is written unless `maxBacklog` bytes are already waiting.
 */
export function logSink(out: LogOut, formatLine: (line: string) => string = (line) => line, maxBacklog = LOG_BACKLOG_BYTES): { write(line: string): void } {
  let gone = false;
  let dropped = 0;
  let awaitingDrain = false;
  // EPIPE and the like: the reader has closed its end; nothing written from now on can arrive.
  out.on('error', () => (gone = true));
  const afterDrain = () => {
    awaitingDrain = false;
    const count = dropped;
    dropped = 0;
    if (count > 0 && !gone) out.write(formatLine(droppedNotice(count)));
  };
  return {
    write(line) {
      if (gone) return;
      const text = formatLine(line);
      if (out.writableLength + text.length > maxBacklog) {
        dropped += 1;
        // Above the stream's high-water mark, so a write has returned false and 'drain' will come.
        if (!awaitingDrain) {
          awaitingDrain = true;
          out.once('drain', afterDrain);
        }
        return;
      }
      out.write(text);
    },
  };
}

/** A warning in pino's JSON shape, so that it reads like the lines around it. */
function droppedNotice(count: number): string {
  const msg = `${count} log ${count === 1 ? 'line' : 'lines'} dropped: stdout was not being read`;
  return `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, hostname: hostname(), dropped: count, msg })}\n`;
}

const stdoutSinks = new Map<LogFormat, { write(line: string): void }>();

/** The server's log on stdout (one sink per format for the process: one 'error' listener each). */
export function stdoutLogSink(format: LogFormat): { write(line: string): void } {
  let sink = stdoutSinks.get(format);
  if (!sink) {
    sink = logSink(process.stdout, format === 'pretty' ? prettyLines() : undefined);
    stdoutSinks.set(format, sink);
  }
  return sink;
}
