import type { ChildProcess } from 'node:child_process';

/**
 * The next message of `type` from a benchmark's server process (messages are `{ type, ... }`
 * objects); rejects if the process exits first.
 */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server exited with ${code}`));
    const onMessage = (message: M) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<M, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
