// A render thread (piscina runs this module in each worker of the pool, render-pool.ts): makes the
// document a task asks for (render-tasks.ts) and hands its bytes to the main thread by moving their
// memory, not copying it.
import { move } from 'piscina';
import { runRenderTask, type RenderTask } from './render-tasks.ts';

/** The bytes in a buffer of their own: a small Buffer shares Node's pool, which must not be moved away. */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/** The main thread receives the Uint8Array (move() marks it to be transferred with the answer). */
export default async function render(task: RenderTask): Promise<ReturnType<typeof move>> {
  return move(owned(await runRenderTask(task)));
}
