import type { Clock } from '../shared/clock';

/**
 * Budgets per client address that @fastify/rate-limit's one key per route cannot express: every call of a
 * limited route from one address (whatever account or device it names), and wrong verification codes from one
 * address per day. Counted per process, like the rate limits (docs/SERVER.md).
 */
export class AddressBudgets {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly clock: Clock) {}

  /** How many were counted under a key in its current window. */
  used(key: string): number {
    const window = this.windows.get(key);
    return window && window.resetAt > this.clock.now().getTime() ? window.count : 0;
  }

  /** Counts one under a key; the window starts with the first count and lasts `windowMs`. */
  count(key: string, windowMs: number): number {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 100_000) this.prune(now);
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    window.count++;
    return window.count;
  }

  /** Seconds until a key's window ends. */
  secondsLeft(key: string): number {
    const window = this.windows.get(key);
    return window ? Math.max(1, Math.ceil((window.resetAt - this.clock.now().getTime()) / 1000)) : 1;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Calls of one limited route from one address per minute: this many times the per-account budget. */
export const ADDRESS_BUDGET_FACTOR = 5;
/** Wrong verification codes from one address per day, across every code and target. */
export const CODE_GUESSES_PER_ADDRESS_PER_DAY = 20;
