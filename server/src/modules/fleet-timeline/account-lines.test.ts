import { describe, expect, it } from 'vitest';
import { linesPerKey } from './account-lines.js';

/** A job that runs until the test ends it, noting when it started. */
function job(started: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { work: () => (started.push(name), ended.then(() => name)), end };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('timelines in line per account', () => {
  it("runs an account's jobs one at a time, and another account's beside them", async () => {
    const run = linesPerKey(3);
    const started: string[] = [];
    const [a1, a2, b1] = [job(started, 'a1'), job(started, 'a2'), job(started, 'b1')];
    const first = run('a', a1.work);
    const second = run('a', a2.work);
    const other = run('b', b1.work);
    await settle();
    expect(started).toEqual(['a1', 'b1']);
    b1.end();
    expect(await other).toBe('b1');
    a1.end();
    expect(await first).toBe('a1');
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.end();
    expect(await second).toBe('a2');
  });

  it('refuses a job past the line, and takes jobs again once the line moves', async () => {
    const run = linesPerKey(2);
    const started: string[] = [];
    const [a1, a2, a3] = [job(started, 'a1'), job(started, 'a2'), job(started, 'a3')];
    const first = run('a', a1.work);
    const second = run('a', a2.work);
    expect(run('a', a3.work)).toBeUndefined();
    a1.end();
    await first;
    await settle();
    const third = run('a', a3.work);
    expect(third).toBeDefined();
    a2.end();
    a3.end();
    expect(await Promise.all([second, third])).toEqual(['a2', 'a3']);
  });

  it('goes on after a job that failed', async () => {
    const run = linesPerKey(2);
    const failed = run('a', () => Promise.reject(new Error('too long')));
    const next = run('a', () => Promise.resolve('planned'));
    await expect(failed).rejects.toThrow('too long');
    expect(await next).toBe('planned');
  });
});
