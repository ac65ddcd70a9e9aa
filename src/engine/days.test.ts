import { describe, expect, it } from 'vitest';
import { addDays } from './days';

describe('addDays', () => {
  it('moves a day forwards and backwards across months, years and leap days', () => {
    expect(addDays('2026-01-15', 0)).toBe('2026-01-15');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', 30)).toBe('2026-03-31');
  });
});
