import { describe, expect, it } from 'vitest';
import { leavesSession } from './leaves-session';

describe('leaving the session in progress', () => {
  it('asks for every way off a session screen to another page', () => {
    expect(leavesSession({ from: '/focus-timer', to: '/home', historyAction: 'PUSH' })).toBe(true);
    expect(leavesSession({ from: '/break-timer', to: '/favorites', historyAction: 'PUSH' })).toBe(true);
    expect(leavesSession({ from: '/validation', to: '/profile', historyAction: 'REPLACE' })).toBe(true);
    expect(leavesSession({ from: '/upload', to: '/home', historyAction: 'POP' })).toBe(true);
  });

  it('asks for a Back or Forward that lands on another session screen', () => {
    expect(leavesSession({ from: '/focus-timer', to: '/new-session', historyAction: 'POP' })).toBe(true);
    expect(leavesSession({ from: '/upload', to: '/focus-timer', historyAction: 'POP' })).toBe(true);
    expect(leavesSession({ from: '/new-session', to: '/focus-timer', historyAction: 'POP' })).toBe(true);
  });

  it("lets the flow's own moves to its next screen through", () => {
    expect(leavesSession({ from: '/new-session', to: '/focus-timer', historyAction: 'PUSH' })).toBe(false);
    expect(leavesSession({ from: '/focus-timer', to: '/upload', historyAction: 'PUSH' })).toBe(false);
    expect(leavesSession({ from: '/validation', to: '/break-timer', historyAction: 'PUSH' })).toBe(false);
    expect(leavesSession({ from: '/focus-timer', to: '/validation', historyAction: 'REPLACE' })).toBe(false);
  });

  it('asks nothing off pages outside the session, or for the same page', () => {
    expect(leavesSession({ from: '/home', to: '/favorites', historyAction: 'PUSH' })).toBe(false);
    expect(leavesSession({ from: '/home', to: '/focus-timer', historyAction: 'POP' })).toBe(false);
    expect(leavesSession({ from: '/focus-timer', to: '/focus-timer', historyAction: 'POP' })).toBe(false);
  });
});
