import { describe, expect, it } from 'vitest';
import { monthsBefore } from './retention';

describe('monthsBefore', () => {
  it('goes back whole months, across years', () => {
    expect(monthsBefore('2026-06-15', 12)).toBe('2025-06-15');
    expect(monthsBefore('2026-01-10', 1)).toBe('2025-12-10');
    expect(monthsBefore('2026-03-01', 24)).toBe('2024-03-01');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2025-02-28', 12)).toBe('2024-02-28');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
  });
});
