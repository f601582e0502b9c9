// Work done after the answer is sent (mail, the forgot-password lookup): started on the next turn
// of the event loop so it never delays or shapes the response, failures logged and never thrown,
// and awaited at shutdown so a mail already promised is not dropped.
import type { Logger } from './logger.ts';

export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.#pending.delete(task));
    this.#pending.add(task);
  }

  /** Resolves when every task started so far (and any they start) has finished. */
  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
