import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubToday } from '../../../../../common/rules/clubTime';
import { messages } from '../../../../../common/validation/messages';
import { checkTableForm } from './checkTableForm';
import { emptyTableForm, type TableFormValues } from './tableForm';

// The tests' date, 2999-06-01, lies within the booking horizon of this "today" (366 days ahead at most).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2999-01-04T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const filled: TableFormValues = {
  fullname: '  Alex Sample ',
  persons: '4',
  phone: '+32 470 00 00 00',
  email: 'alex@example.net',
  date: '2999-06-01T12:30',
};

describe('checkTableForm', () => {
  it('builds the field: value lines of the server from a complete form', () => {
    expect(checkTableForm(filled)).toEqual({
      ok: true,
      content:
        'fullname: Alex Sample\npersons: 4\nphone: +32 470 00 00 00\nemail: alex@example.net\ndate: 2999-06-01T12:30',
    });
  });

  it.each(['fullname', 'persons', 'phone', 'email', 'date'] as const)(
    'gives the verbatim alert when %s is empty',
    (field) => {
      const result = checkTableForm({ ...filled, [field]: '   ' });
      expect(result).toEqual({
        ok: false,
        alert: 'Please enter all your booking details first.',
        problems: { [field]: { kind: 'missing' } },
        firstField: field,
      });
    },
  );

  it('marks every empty field, and starts at the first one in form order', () => {
    const result = checkTableForm({ ...emptyTableForm, persons: '2', email: 'x@example.net' });
    if (result.ok) throw new Error('expected a failure');
    expect(Object.keys(result.problems)).toEqual(['fullname', 'phone', 'date']);
    expect(result.firstField).toBe('fullname');
    expect(result.alert).toBe(messages.tableDetailsMissing);
  });

  it('passes on the schema message for a value it refuses', () => {
    const result = checkTableForm({ ...filled, persons: '0' });
    expect(result).toMatchObject({
      ok: false,
      alert: messages.personsInvalid,
      problems: { persons: { kind: 'invalid', message: messages.personsInvalid } },
      firstField: 'persons',
    });
  });

  it('refuses a date in the past', () => {
    const result = checkTableForm({ ...filled, date: '2001-01-01T12:00' });
    expect(result).toMatchObject({ ok: false, alert: messages.dateInPast, firstField: 'date' });
  });

  it('accepts today', () => {
    expect(checkTableForm({ ...filled, date: `${clubToday()}T19:00` }).ok).toBe(true);
  });
});
