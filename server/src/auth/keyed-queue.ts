/**
 * Runs tasks that share a key one after another, tasks with different keys side by side. Logins to
 * one account from one address queue this way, so each attempt's lockout check sees the attempts before it even
 * though the password hashing itself is asynchronous.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
