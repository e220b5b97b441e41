import { describe, expect, it } from 'vitest';
import { backgroundRunner } from './background';

describe('backgroundRunner', () => {
  it('runs a task after the current turn, and idle() waits for it', async () => {
    const order: string[] = [];
    const background = backgroundRunner(() => {});
    background.run('a task', async () => {
      order.push('task');
    });
    order.push('answer');
    await background.idle();
    expect(order).toEqual(['answer', 'task']);
  });

  it('logs a failing task with what it was, and goes on with the others', async () => {
    const logged: string[] = [];
    const background = backgroundRunner((message) => logged.push(message));
    let ran = false;
    background.run('Sending a password reset email', () => Promise.reject(new Error('no database')));
    background.run('another task', async () => {
      ran = true;
    });
    await background.idle();
    expect(logged).toEqual(['Sending a password reset email failed']);
    expect(ran).toBe(true);
  });

  it('waits for a task started by another', async () => {
    const background = backgroundRunner(() => {});
    let inner = false;
    background.run('outer', async () => {
      background.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        inner = true;
      });
    });
    await background.idle();
    expect(inner).toBe(true);
  });
});
