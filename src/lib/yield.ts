// Gives the main thread back to the browser between two pieces of start-up work, so that each is
// its own short task (input, paint) instead of one long one: scheduler.yield() where the browser
// has it (the continuation keeps its priority), else a macrotask.
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
