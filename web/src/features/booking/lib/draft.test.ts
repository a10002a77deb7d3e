import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draft';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('booking drafts', () => {
  it('round-trips through sessionStorage, one key per form, never localStorage', () => {
    writeDraft('mail', { firstname: 'Alex' });
    writeDraft('online', { details: { firstname: 'Sam' } });
    expect(readDraft('mail')).toEqual({ firstname: 'Alex' });
    expect(readDraft('online')).toEqual({ details: { firstname: 'Sam' } });
    expect(sessionStorage.getItem('booking-draft:mail')).toBe('{"firstname":"Alex"}');
    expect(localStorage.length).toBe(0);
    clearDraft('mail');
    expect(readDraft('mail')).toBeNull();
    expect(readDraft('online')).not.toBeNull();
  });

  it('reads a broken draft as none, and a refused storage costs only the draft', () => {
    sessionStorage.setItem('booking-draft:mail', '{not json');
    expect(readDraft('mail')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeDraft('mail', { firstname: 'Alex' })).not.toThrow();
  });
});
