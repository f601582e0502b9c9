// A batch thread (piscina runs this module in each worker of the pool, check-pool.ts): checks the
// rows a task hands it (check-tasks.ts) and answers their verdicts and orders as plain data.
import { runCheckTask, type CheckTask, type CheckedRow } from './check-tasks.ts';

export default function check(task: CheckTask): Promise<CheckedRow[]> {
  return runCheckTask(task);
}
