import { describe, expect, it } from 'vitest';
import { messages } from '../validation/messages';
import { UNSAFE_TEXT_REASON } from '../validation/text';
import { type BookingCreatePayload, bookingCreatePayload, bookingCreatePayloadFor } from './reservations';

const payload = (overrides: Partial<BookingCreatePayload> = {}): BookingCreatePayload => ({
  firstname: 'Piet',
  lastname: 'Willems',
  handicap: 18.2,
  email: 'piet.willems@example.net',
  telephone: '+32 475 00 11 22',
  year: 2999,
  month: 6,
  day: 14,
  hour: 9,
  minute: 0,
  adults: 2,
  juniors: 1,
  type: 'greenfee',
  ...overrides,
});

const rules = {
  handicapLimits: { mondayToThursday: 36, fridayToSundayAndHolidays: 36 },
  holidays: [],
};

/** The first issue's path and message, or null when the payload passes. */
function firstIssue(value: unknown) {
  const parsed = bookingCreatePayload.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { path: issue?.path, message: issue?.message };
}

describe('the booking payload: playing partners (docs/product.md, Playing partners)', () => {
  it('stays valid without partners, as the spec has it', () => {
    expect(firstIssue(payload())).toBeNull();
    expect(bookingCreatePayloadFor(rules).safeParse(payload()).success).toBe(true);
  });

  it('takes names with and without e-mails, trimmed', () => {
    const parsed = bookingCreatePayload.parse(
      payload({ partners: [{ name: '  Anna Maes ' }, { name: 'Jos Claes', email: 'jos@example.be' }] }),
    );
    expect(parsed.partners).toEqual([{ name: 'Anna Maes' }, { name: 'Jos Claes', email: 'jos@example.be' }]);
    expect(firstIssue(payload({ partners: [] }))).toBeNull();
  });

  it('takes at most the party less the booker', () => {
    const three = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(firstIssue(payload({ adults: 4, juniors: 0, partners: three }))).toBeNull();
    expect(
      firstIssue(payload({ adults: 2, juniors: 1, partners: [{ name: 'A' }, { name: 'B' }] })),
    ).toBeNull();
    expect(firstIssue(payload({ adults: 1, juniors: 1, partners: three }))).toEqual({
      path: ['partners'],
      message: messages.partnersTooMany,
    });
    expect(firstIssue(payload({ adults: 1, juniors: 0, partners: [{ name: 'A' }] }))).toEqual({
      path: ['partners'],
      message: messages.partnersTooMany,
    });
    expect(
      bookingCreatePayloadFor(rules).safeParse(payload({ adults: 1, juniors: 0, partners: [{ name: 'A' }] }))
        .error?.issues[0]?.message,
    ).toBe(messages.partnersTooMany);
    // Never more than three, whatever the party claims.
    expect(
      firstIssue(payload({ partners: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] }))
        ?.message,
    ).toBe(messages.partnersTooMany);
  });

  it('needs a name for each partner, on one line', () => {
    expect(firstIssue(payload({ partners: [{ name: '  ', email: 'jos@example.be' }] }))).toEqual({
      path: ['partners', 0, 'name'],
      message: messages.partnerNameRequired,
    });
    expect(firstIssue(payload({ partners: [{ name: 'Jos\u202eClaes' }] }))).toEqual({
      path: ['partners', 0, 'name'],
      message: UNSAFE_TEXT_REASON,
    });
    expect(firstIssue(payload({ partners: [{ name: 'Jos\nClaes' }] }))?.message).toBe(UNSAFE_TEXT_REASON);
    expect(firstIssue(payload({ partners: [{ name: 'x'.repeat(101) }] }))?.path).toEqual([
      'partners',
      0,
      'name',
    ]);
  });

  it('refuses an e-mail that is not one address', () => {
    for (const email of ['jos@', 'jos', 'a@x.be, b@y.be', '<jos@example.be>', '']) {
      expect(firstIssue(payload({ partners: [{ name: 'A' }, { name: 'Jos', email }] })), email).toEqual({
        path: ['partners', 1, 'email'],
        message: messages.partnerEmailInvalid,
      });
    }
  });

  it("accepts the booker's own address on a partner: the server sends no copy to it", () => {
    expect(
      firstIssue(payload({ partners: [{ name: 'Kid', email: 'PIET.WILLEMS@example.net' }] })),
    ).toBeNull();
  });

  it('refuses what is not a list of partners', () => {
    expect(firstIssue(payload({ partners: 'Anna' as never }))?.path).toEqual(['partners']);
    expect(firstIssue(payload({ partners: [{ email: 'a@b.be' }] as never }))?.path).toEqual([
      'partners',
      0,
      'name',
    ]);
  });
});
