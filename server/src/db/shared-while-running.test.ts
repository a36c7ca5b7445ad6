import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './shared-while-running.js';

describe('sharedWhileRunning', () => {
  const counting = () => {
    const runs: string[] = [];
    let fail = false;
    const read = sharedWhileRunning(
      (_db: object, text: string) => text,
      async (_db: object, text: string) => {
        runs.push(text);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (fail) throw new Error('lost');
        return `${text}!`;
      },
    );
    return { runs, read, failNext: () => (fail = true) };
  };

  it('runs once for the same question of the same database while it runs', async () => {
    const { runs, read } = counting();
    const db = {};
    const answers = await Promise.all([read(db, 'a'), read(db, 'a'), read(db, 'b')]);
    expect(answers).toEqual(['a!', 'a!', 'b!']);
    expect(runs).toEqual(['a', 'b']);
  });

  it('asks again once settled, and never shares between databases', async () => {
    const { runs, read } = counting();
    const db = {};
    await read(db, 'a');
    await Promise.all([read(db, 'a'), read({}, 'a')]);
    expect(runs).toEqual(['a', 'a', 'a']);
  });

  it('forgets a failure', async () => {
    const { runs, read, failNext } = counting();
    const db = {};
    failNext();
    await expect(read(db, 'a')).rejects.toThrow('lost');
    await expect(read(db, 'a')).rejects.toThrow('lost');
    expect(runs).toEqual(['a', 'a']);
  });
});
