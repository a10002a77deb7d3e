import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../common/api/paths';
import { club as seededClub } from '../../common/config/club';
import type { GreenfeeRequestInput } from '../../common/validation/greenfeeRequestFields';
import { messages } from '../../common/validation/messages';
import { type TableRequestInput, tableRequestFields } from '../../common/validation/tableRequestFields';
import { bookingRequests, mailOutbox } from '../src/db/schema';
import { api, expectError, greenfeeText, tableText, UUID_V4, validGreenfee, validTable } from './fixtures';
import { build, daysFromToday, postJson } from './helpers';

/** CLUB_EMAIL in the tests: the club's mailbox, where requests arrive; players reply to the details' e-mail. */
const CLUB = 'club@example.org';
const greenfeeUrl = api(apiPaths.reserveGreenfee.path());
const tableUrl = api(apiPaths.reserveTable.path());

describe('POST /api/v1/reserve/*', async () => {
  const { app, database } = await build();
  const { db } = database;

  const send = (url: string, content: unknown) => postJson(app, url, { content });
  const mailsFor = (id: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.textBody, `%Reference: ${id}%`));
  const counts = async () => {
    const [requests] = await db.select({ n: count() }).from(bookingRequests);
    const [mails] = await db.select({ n: count() }).from(mailOutbox);
    return { requests: requests?.n, mails: mails?.n };
  };

  describe('green fee', () => {
    it('stores the request and queues a mail to the club and an acknowledgement to the player', async () => {
      const values = validGreenfee();
      const content = greenfeeText(values);
      const res = await send(greenfeeUrl, content);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id: string; message: string };
      expect(body).toEqual({
        id: expect.stringMatching(UUID_V4),
        message: 'Your green-fee request has been sent.',
      });

      const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, body.id));
      expect(row).toMatchObject({ kind: 'greenfee', status: 'new', rawText: content });
      expect(row?.fields).toEqual({
        firstname: 'Ann',
        lastname: 'Peeters',
        handicap: 12.4,
        email: 'ann.peeters@example.net',
        telephone: '+32 470 12 34 56',
        adults: 2,
        juniors: 1,
        date: values.date,
        time: '10:30',
        remarks: 'A buggy, please.',
      });

      const mails = await mailsFor(body.id);
      expect(mails.map((m) => m.toAddress).sort()).toEqual([CLUB, 'ann.peeters@example.net'].sort());
      expect(mails.every((m) => m.status === 'pending' && m.attempts === 0 && m.sentAt === null)).toBe(true);

      const toClub = mails.find((m) => m.toAddress === CLUB);
      expect(toClub?.replyTo).toBe('ann.peeters@example.net');
      expect(toClub?.subject).toContain('Ann Peeters');
      expect(toClub?.subject).toContain(values.date);
      for (const line of [
        'Firstname: Ann',
        'Lastname: Peeters',
        'Hcp: 12.4',
        'Email: ann.peeters@example.net',
        'Telephone: +32 470 12 34 56',
        'Adults: 2',
        'Juniors: 1',
        `Date: ${values.date}`,
        'Time: 10:30',
        'Remarks: A buggy, please.',
      ]) {
        expect(toClub?.textBody).toContain(line);
      }

      const ack = mails.find((m) => m.toAddress === 'ann.peeters@example.net');
      expect(ack?.replyTo).toBe(seededClub.email);
      expect(ack?.purpose).toBe('acknowledgement');
      expect(ack?.textBody).toMatch(/^Hello,\n/);
      expect(ack?.textBody).not.toMatch(/Ann|Peeters|buggy|\+32/);
      expect(ack?.textBody).toContain('Players: 2 adults, 1 junior');
      expect(ack?.textBody).toContain('definitive only once the club confirms');
      expect(ack?.textBody).toContain(`${values.date} at 10:30`);
    });

    it('does not check the e-mail format, but only acknowledges something shaped like an address', async () => {
      const res = await send(
        greenfeeUrl,
        greenfeeText({ ...validGreenfee(), email: 'call me on my mobile' }),
      );
      expect(res.statusCode).toBe(201);
      const mails = await mailsFor((res.json() as { id: string }).id);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.toAddress).toBe(CLUB);
      expect(mails[0]?.replyTo).toBeNull();
      expect(mails[0]?.textBody).toContain('Email: call me on my mobile');
    });

    it('answers the alerts of docs/product.md in order, word for word, as the form is filled in', async () => {
      const order: [keyof GreenfeeRequestInput, string][] = [
        ['firstname', messages.firstnameRequired],
        ['lastname', messages.lastnameRequired],
        ['handicap', messages.handicapRange],
        ['email', messages.emailRequired],
        ['telephone', messages.telephoneRequired],
        ['adults', messages.playersRequired],
        ['date', messages.dateRequired],
        ['time', messages.timeSlotRequired],
      ];
      const complete = validGreenfee();
      const filled: GreenfeeRequestInput = {};
      for (const [field, message] of order) {
        expect(expectError(await send(greenfeeUrl, greenfeeText(filled)), 400)).toBe(message);
        filled[field] = complete[field];
      }
      expect((await send(greenfeeUrl, greenfeeText(filled))).statusCode).toBe(201);
    });

    it('uses the verbatim wording', async () => {
      const content = greenfeeText({ ...validGreenfee(), adults: '0', juniors: '' });
      expect(expectError(await send(greenfeeUrl, content), 400)).toBe(
        'Please enter how many adults and/or junors',
      );
      expect(expectError(await send(greenfeeUrl, ''), 400)).toBe('Please enter your firstname.');
      const hcp = greenfeeText({ ...validGreenfee(), handicap: '-6' });
      expect(expectError(await send(greenfeeUrl, hcp), 400)).toBe(
        'Please enter your hcp. We allow a minimum handicap of -5 and a maximum of 35.',
      );
    });

    it.each([
      ['a past date', { date: daysFromToday(-1) }, messages.dateInPast],
      ['a date that does not exist', { date: '2031-02-30' }, messages.dateInvalid],
      ['a date in another format', { date: '30/06/2031' }, messages.dateInvalid],
      ['an invalid time', { time: '25:00' }, messages.timeInvalid],
      ['too many players', { adults: '100' }, messages.playersTooMany],
      ['a handicap above 35', { handicap: '35.5' }, messages.handicapRange],
      ['a handicap that is not a number', { handicap: 'scratch' }, messages.handicapRange],
    ] as const)('refuses %s', async (_label, change, message) => {
      expect(expectError(await send(greenfeeUrl, greenfeeText({ ...validGreenfee(), ...change })), 400)).toBe(
        message,
      );
    });

    it('accepts today and field names in any case, with CRLF lines', async () => {
      const text = greenfeeText({ ...validGreenfee(), date: daysFromToday(0) })
        .replace('Firstname:', 'FIRSTNAME:')
        .replaceAll('\n', '\r\n');
      expect((await send(greenfeeUrl, text)).statusCode).toBe(201);
    });
  });

  describe('table', () => {
    it('stores the request and queues a mail to the club and an acknowledgement to the guest', async () => {
      const values = validTable();
      const content = tableText(values);
      const res = await send(tableUrl, content);
      expect(res.statusCode).toBe(201);
      const body = res.json() as { id: string; message: string };
      expect(body).toEqual({
        id: expect.stringMatching(UUID_V4),
        message: 'Your table reservation request has been sent.',
      });

      const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, body.id));
      expect(row).toMatchObject({ kind: 'table', status: 'new', rawText: content });
      expect(row?.fields).toEqual({
        fullname: 'Marc Janssens',
        persons: 4,
        phone: '+32 50 12 34 56',
        email: 'marc.janssens@example.net',
        date: values.date,
      });

      const mails = await mailsFor(body.id);
      expect(mails.map((m) => m.toAddress).sort()).toEqual([CLUB, 'marc.janssens@example.net'].sort());
      const toClub = mails.find((m) => m.toAddress === CLUB);
      expect(toClub?.replyTo).toBe('marc.janssens@example.net');
      for (const line of [
        'fullname: Marc Janssens',
        'persons: 4',
        'phone: +32 50 12 34 56',
        'email: marc.janssens@example.net',
        `date: ${values.date}`,
      ]) {
        expect(toClub?.textBody).toContain(line);
      }
      const ack = mails.find((m) => m.toAddress === 'marc.janssens@example.net');
      expect(ack?.replyTo).toBe(seededClub.email);
      expect(ack?.textBody).toContain('definitive only once the club confirms');
    });

    it.each(Object.keys(tableRequestFields) as (keyof TableRequestInput)[])(
      'asks for all booking details when %s is empty',
      async (field) => {
        const content = tableText({ ...validTable(), [field]: '' });
        expect(expectError(await send(tableUrl, content), 400)).toBe(messages.tableDetailsMissing);
      },
    );

    it('uses the verbatim wording', async () => {
      expect(expectError(await send(tableUrl, ''), 400)).toBe('Please enter all your booking details first.');
    });

    it.each([
      ['no persons', { persons: '0' }, messages.personsInvalid],
      ['too many persons', { persons: '51' }, messages.personsInvalid],
      ['a past date', { date: `${daysFromToday(-1)}T12:00` }, messages.dateInPast],
      ['a date that does not exist', { date: '2031-04-31' }, messages.dateInvalid],
      ['an invalid time', { date: '2031-04-30T24:00' }, messages.dateInvalid],
    ] as const)('refuses %s', async (_label, change, message) => {
      expect(expectError(await send(tableUrl, tableText({ ...validTable(), ...change })), 400)).toBe(message);
    });
  });

  describe.each([
    { url: greenfeeUrl, text: () => greenfeeText(validGreenfee()), first: 'Firstname' },
    { url: tableUrl, text: () => tableText(validTable()), first: 'fullname' },
  ])('the request text of $url', ({ url, text, first }) => {
    const long = 100;
    it.each([
      ['an unknown field name', (t: string) => `${t}\nColour: red`, 'Unknown field "Colour".'],
      [
        'a repeated field name',
        (t: string) => `${t}\n${first}: Again`,
        `The field "${first}" appears twice.`,
      ],
      [
        'an over-long value',
        (t: string) => t.replace(new RegExp(`^${first}: .*$`, 'm'), `${first}: ${'x'.repeat(long + 1)}`),
        `The field "${first}" is too long (at most ${long} characters).`,
      ],
      [
        'a carriage return inside a value',
        (t: string) => t.replace(`${first}: `, `${first}: Ann\rBcc: x@example.net `),
        `The field "${first}" contains a line break or control character.`,
      ],
      [
        'a line separator inside a value',
        (t: string) => t.replace(`${first}: `, `${first}: Ann\u2028Bcc: x `),
        `The field "${first}" contains a line break or control character.`,
      ],
      [
        'a NUL inside a value',
        (t: string) => t.replace(`${first}: `, `${first}: A\u0000`),
        `The field "${first}" contains a line break or control character.`,
      ],
      [
        'a line that is not "field: value"',
        (t: string) => `${t}\nhello`,
        'Each line must read "field: value" (got "hello").',
      ],
    ])('refuses %s with 400 naming the problem, and stores nothing', async (_label, change, message) => {
      const before = await counts();
      expect(expectError(await send(url, change(text())), 400)).toBe(message);
      expect(await counts()).toEqual(before);
    });

    it('names the first problem when there are several', async () => {
      const content = `Colour: red\n${text()}\n${first}: Again`;
      expect(expectError(await send(url, content), 400)).toBe('Unknown field "Colour".');
    });

    it('refuses a body without a text content', async () => {
      expectError(await postJson(app, url, {}), 400);
      expectError(await postJson(app, url, { content: 42 }), 400);
      expectError(await postJson(app, url, { content: ['Firstname: Ann'] }), 400);
      expectError(await postJson(app, url, { content: 'x'.repeat(8001) }), 400);
    });
  });

  it('stores SQL-ish, unicode and emoji text verbatim and harmlessly', async () => {
    const remarks = "'; drop table booking_requests; -- Zoë 🏌️‍♀️ «ünïcødé» 你好";
    const values = { ...validGreenfee(), firstname: "O'Brien", lastname: 'Zoë 🏌️', remarks };
    const res = await send(greenfeeUrl, greenfeeText(values));
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
    expect(row?.fields).toMatchObject({ firstname: "O'Brien", lastname: 'Zoë 🏌️', remarks });
    const toClub = (await mailsFor(id)).find((m) => m.toAddress === CLUB);
    expect(toClub?.textBody).toContain(`Remarks: ${remarks}`);
    expect((await counts()).requests).toBeGreaterThan(1);
  });

  it('never writes a request without its mails', async () => {
    const requests = await db
      .select({ id: bookingRequests.id, fields: bookingRequests.fields })
      .from(bookingRequests);
    for (const request of requests) {
      const mails = await mailsFor(request.id);
      expect(mails.length, request.id).toBeGreaterThanOrEqual(1);
      expect(mails.some((m) => m.toAddress === CLUB)).toBe(true);
    }
  });
});
