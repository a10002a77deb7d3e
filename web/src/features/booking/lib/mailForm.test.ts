import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkMailForm } from './mailForm';
import { emptyMailForm, type MailFormValues } from './mailFormValues';

// The tests' date, 2999-06-14, lies within the booking horizon of this "today" (366 days ahead at most).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2999-01-04T12:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

const complete: MailFormValues = {
  firstname: 'Alex',
  lastname: 'Sample',
  handicap: '18.4',
  email: 'alex@example.net',
  telephone: '+32 470 00 00 00',
  adults: '2',
  juniors: '1',
  date: '2999-06-14',
  time: '09:10',
  remarks: 'A buggy,\nplease',
};

describe('checkMailForm', () => {
  it('runs the checks of docs/product.md in order, each with its message word for word', () => {
    const steps: [Partial<MailFormValues>, string][] = [
      [{}, 'Please enter your firstname.'],
      [{ firstname: 'Alex' }, 'Please enter your lastname.'],
      [
        { lastname: 'Sample' },
        'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
      ],
      [{ handicap: '18.4' }, 'Please enter your email.'],
      [{ email: 'alex@example.net' }, 'Please enter your telephone.'],
      [{ telephone: '+32 470 00 00 00' }, 'Please enter how many adults and/or junors'],
      [{ adults: '2' }, 'Please enter your reservation date.'],
      [{ date: '2999-06-14' }, 'Please choose your time slot.'],
    ];
    let values: MailFormValues = { ...emptyMailForm, adults: '0', juniors: '0' };
    for (const [change, message] of steps) {
      values = { ...values, ...change };
      const check = checkMailForm(values);
      expect(check.ok, message).toBe(false);
      if (!check.ok) expect(check.alert).toBe(message);
    }
    expect(checkMailForm({ ...values, time: '09:10' }).ok).toBe(true);
  });

  it('refuses handicaps outside -5 to 35 and text', () => {
    for (const handicap of ['36', '-6', 'abc', '12.45']) {
      const check = checkMailForm({ ...complete, handicap });
      expect(check.ok, handicap).toBe(false);
      if (!check.ok) expect(check.alertField).toBe('handicap');
    }
    expect(checkMailForm({ ...complete, handicap: '-5' }).ok).toBe(true);
    expect(checkMailForm({ ...complete, handicap: '35' }).ok).toBe(true);
    expect(checkMailForm({ ...complete, handicap: '12,4' }).ok).toBe(true);
  });

  it('marks every failing field inline, with the first as the alert', () => {
    const check = checkMailForm({ ...complete, lastname: ' ', telephone: '', time: '' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.alert).toBe('Please enter your lastname.');
    expect(check.alertField).toBe('lastname');
    expect(check.problems).toEqual({
      lastname: 'Please enter your lastname.',
      telephone: 'Please enter your telephone.',
      time: 'Please choose your time slot.',
    });
  });

  it('accepts juniors alone, and an empty count as 0', () => {
    expect(checkMailForm({ ...complete, adults: '', juniors: '2' }).ok).toBe(true);
    expect(checkMailForm({ ...complete, adults: '', juniors: '' }).ok).toBe(false);
  });

  it('builds the lines of POST /reserve/greenfee, in order, with line breaks flattened', () => {
    const check = checkMailForm(complete);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.content).toBe(
      [
        'Firstname: Alex',
        'Lastname: Sample',
        'Hcp: 18.4',
        'Email: alex@example.net',
        'Telephone: +32 470 00 00 00',
        'Adults: 2',
        'Juniors: 1',
        'Date: 2999-06-14',
        'Time: 09:10',
        'Remarks: A buggy, please',
      ].join('\n'),
    );
    expect(check.request).toMatchObject({ handicap: 18.4, adults: 2, juniors: 1 });
  });
});
