import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../common/api/adminPaths';
import { apiPaths } from '../../common/api/paths';
import { type CalendarDate, clubLocalToUtc, isoDate } from '../../common/rules/clubTime';
import { reminderMarkAfterMove } from '../src/booking/reminders';
import { mailOutbox, reservations } from '../src/db/schema';
import { api, dateIn, greenfeeText, validGreenfee } from './fixtures';
import { build, injectWithToken, testConfig } from './helpers';
import { signInStaff } from './staffSignIn';

const STAFF = { email: 'reminders@example.org', password: 'a long staff password here' };
const HOUR = 3_600_000;
const { publicUrl } = testConfig();

/** docs/product.md, Reminders: once per standing booking, whatever the instances, at a clock the tests set. */
describe('reminder mails before the tee time', async () => {
  const env = { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password };
  const { app, database } = await build({ env });
  // A second instance on the same database, as another process would be.
  const { app: second } = await build({ env, database });
  const { db } = database;
  const asStaff = await signInStaff(app, STAFF);
  const club = await app.clubDetails.get();

  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const mailsToAll = (addresses: string[]) =>
    db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, addresses));
  const row = async (id: string) => (await db.select().from(reservations).where(eq(reservations.id, id)))[0];
  /** The first booking's time of a date; the later ones of the date are at most 1½ hours after it. */
  const teeTime = (date: CalendarDate) => clubLocalToUtc(date, 10, 0);

  type Kind = 'paid' | 'open' | 'request' | 'desk';
  let player = 0;
  /** The bookings of each date so far: each takes the next time from 10:00, so that no time overfills. */
  const perDate = new Map<string, number>();
  /** A booking written as the flows leave it, made at `createdAt`, at 10:00 or the next free time after. */
  async function booking(
    date: CalendarDate,
    kind: Kind,
    createdAt: Date,
    more: Partial<typeof reservations.$inferInsert> = {},
  ) {
    const email = `reminded.${++player}@example.net`;
    const id = randomUUID();
    const slot = perDate.get(isoDate(date)) ?? 0;
    perDate.set(isoDate(date), slot + 1);
    await db.insert(reservations).values({
      id,
      type: 'greenfee',
      ...date,
      hour: 10 + Math.floor(slot / 6),
      minute: (slot % 6) * 10,
      firstname: 'Piet',
      lastname: 'Willems',
      email,
      telephone: '+32 475 00 11 22',
      adults: 2,
      juniors: 1,
      priceCents: 19_500,
      source: kind === 'paid' || kind === 'open' ? 'online' : kind,
      paymentState: kind === 'paid' ? 'paid' : kind === 'open' ? 'open' : null,
      holdExpiresAt: kind === 'open' ? new Date(createdAt.getTime() + 10 * 24 * HOUR) : null,
      confirmationQueuedAt: kind === 'paid' ? createdAt : null,
      createdAt,
      ...more,
    });
    return { id, email };
  }

  it('queues exactly one reminder for each standing booking once its time has come', async () => {
    const date = dateIn(30);
    const made = new Date(teeTime(date).getTime() - 10 * 24 * HOUR);
    const standing = [
      await booking(date, 'paid', made),
      await booking(date, 'request', made),
      await booking(date, 'desk', made),
    ];
    const none = [
      await booking(date, 'open', made),
      await booking(date, 'desk', made, { canceledAt: made, holdsSlot: false, canceledBy: 'club' }),
      await booking(date, 'paid', made, { canceledAt: made, holdsSlot: false, canceledBy: 'player' }),
      // Made after its reminder time (48 h before): its confirmation has just said it all.
      await booking(date, 'desk', new Date(teeTime(date).getTime() - 46 * HOUR)),
      // Made in time, but paid (confirmed) only after its reminder time.
      await booking(date, 'paid', made, {
        confirmationQueuedAt: new Date(teeTime(date).getTime() - 40 * HOUR),
      }),
      // An address that is not one address: nothing to send to.
      await booking(date, 'request', made, { email: 'a@x.be, b@y.be' }),
    ];
    // An hour early: none is due.
    expect(await app.reminders.run(new Date(teeTime(date).getTime() - 49 * HOUR))).toBe(0);
    const now = new Date(teeTime(date).getTime() - 47 * HOUR);
    expect(await app.reminders.run(now)).toBe(standing.length);
    // Later passes, on either instance, find them reminded.
    expect(await app.reminders.run(new Date(now.getTime() + HOUR))).toBe(0);
    expect(await second.reminders.run(new Date(now.getTime() + 2 * HOUR))).toBe(0);
    for (const { id, email } of standing) {
      const mails = await mailsTo(email);
      expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/: reminder of your tee time on /)]);
      expect((await row(id))?.reminderQueuedAt?.getTime()).toBe(now.getTime());
    }
    expect(await mailsToAll(none.map((b) => b.email))).toEqual([]);
  });

  it('sends none once the tee time has passed, however late the job runs', async () => {
    const date = dateIn(34);
    const { email } = await booking(date, 'desk', new Date(teeTime(date).getTime() - 10 * 24 * HOUR));
    expect(await app.reminders.run(new Date(teeTime(date).getTime() + 60_000))).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('two instances, and two passes of one, racing on the same due bookings queue each reminder once', async () => {
    const date = dateIn(38);
    const made = new Date(teeTime(date).getTime() - 10 * 24 * HOUR);
    const due = [];
    for (let i = 0; i < 6; i += 1) due.push(await booking(date, i % 2 ? 'paid' : 'desk', made));
    const now = new Date(teeTime(date).getTime() - 30 * HOUR);
    const counts = await Promise.all([
      app.reminders.run(now),
      second.reminders.run(now),
      app.reminders.run(now),
      second.reminders.run(new Date(now.getTime() + 60_000)),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(due.length);
    const mails = await mailsToAll(due.map((b) => b.email));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(due.map((b) => b.email).sort());
  });

  it('sends none while the club has reminders off (0 hours)', async () => {
    const date = dateIn(42);
    const made = new Date(teeTime(date).getTime() - 10 * 24 * HOUR);
    const { email } = await booking(date, 'paid', made);
    const config = await app.teeSheetRepository.config();
    const off = { ...config, selfService: { ...config.selfService, reminderHours: 0 } };
    expect(await app.teeSheetRepository.setConfig(STAFF.email, off)).toEqual({ changed: true });
    try {
      for (const hoursBefore of [47, 24, 1])
        expect(await app.reminders.run(new Date(teeTime(date).getTime() - hoursBefore * HOUR))).toBe(0);
      expect(await mailsTo(email)).toEqual([]);
    } finally {
      expect(await app.teeSheetRepository.setConfig(STAFF.email, config)).toEqual({ changed: true });
    }
  });

  it('follows the club’s reminder time', async () => {
    const date = dateIn(46);
    const { email } = await booking(date, 'desk', new Date(teeTime(date).getTime() - 30 * HOUR));
    const config = await app.teeSheetRepository.config();
    const day = { ...config, selfService: { ...config.selfService, reminderHours: 24 } };
    expect(await app.teeSheetRepository.setConfig(STAFF.email, day)).toEqual({ changed: true });
    try {
      // Made 30 hours before: late for 48 hours, in time for 24.
      expect(await app.reminders.run(new Date(teeTime(date).getTime() - 25 * HOUR))).toBe(0);
      expect(await app.reminders.run(new Date(teeTime(date).getTime() - 23 * HOUR))).toBe(1);
      expect(await mailsTo(email)).toHaveLength(1);
    } finally {
      expect(await app.teeSheetRepository.setConfig(STAFF.email, config)).toEqual({ changed: true });
    }
  });

  it('writes the reminder in the booking’s language: time, party, price, the way, course status, its page', async () => {
    const date = dateIn(50);
    const made = new Date(teeTime(date).getTime() - 10 * 24 * HOUR);
    const { id, email } = await booking(date, 'paid', made, { locale: 'nl' });
    const now = new Date(teeTime(date).getTime() - 48 * HOUR);
    expect(await app.reminders.run(now)).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.replyTo).toBe(club.email);
    expect(mail?.subject).toMatch(
      new RegExp(`^${club.name}: herinnering aan uw starttijd op \\w+dag \\d{1,2} \\w+ \\d{4} om 10:00$`),
    );
    const lat = club.map.lat.toFixed(4);
    const lon = club.map.lon.toFixed(4);
    expect(mail?.textBody).toBe(
      [
        'Beste Piet Willems,',
        '',
        `Wij herinneren u graag aan uw starttijd op ${mail?.subject.split(' op ')[1]}. Wij kijken ernaar uit u te verwelkomen.`,
        '',
        'Spelers: 2 volwassenen, 1 junior',
        'Betaald: €\u00a0195,00',
        '',
        `Zo komt u bij ons: ${club.address.street}, ${club.address.postalCode} ${club.address.city}, België`,
        `Op de kaart: https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`,
        `De toestand van de baan, voor u vertrekt: ${publicUrl}/nl#course-status`,
        '',
        `Uw reservatie annuleren of wijzigen: ${publicUrl}/nl/bookings/${id}`,
        // The club's deadline (48 hours before) is the reminder's time by default: it has just passed.
        `Online annuleren of wijzigen kan niet meer: bel de club op ${club.phone} of schrijf naar ${club.email}.`,
        '',
        'Breng bij uw aankomst een bewijs van uw handicap mee.',
        '',
        club.name,
      ].join('\n'),
    );
  });

  it('says until when the booking can be changed online while the deadline is ahead, and the price to pay', async () => {
    const date = dateIn(54);
    const made = new Date(teeTime(date).getTime() - 10 * 24 * HOUR);
    const { email } = await booking(date, 'request', made, { locale: 'nl' });
    const config = await app.teeSheetRepository.config();
    const early = { ...config, selfService: { ...config.selfService, reminderHours: 72 } };
    expect(await app.teeSheetRepository.setConfig(STAFF.email, early)).toEqual({ changed: true });
    try {
      expect(await app.reminders.run(new Date(teeTime(date).getTime() - 71 * HOUR))).toBe(1);
    } finally {
      expect(await app.teeSheetRepository.setConfig(STAFF.email, config)).toEqual({ changed: true });
    }
    const [mail] = await mailsTo(email);
    // A request's address is whatever was typed: no name. Paid at the club: a price, not "paid".
    expect(mail?.textBody).toMatch(/^Goeiedag,\n/);
    expect(mail?.textBody).toContain('\nPrijs: €\u00a0195,00\n');
    expect(mail?.textBody).toMatch(/\nDat kan online tot \w+dag \d{1,2} \w+ \d{4} om 10:00\.\n/);
  });

  describe('a booking staff move', () => {
    const move = (id: string, date: CalendarDate, hour: number, minute: number) =>
      asStaff({
        method: 'POST',
        url: api(adminApiPaths.moveReservation.path({ id })),
        payload: { date: isoDate(date), hour, minute },
      });

    it('is reminded again for a new time whose reminder time is ahead', async () => {
      const date = dateIn(20);
      const { id } = await booking(date, 'desk', new Date(), { reminderQueuedAt: new Date() });
      const res = await move(id, dateIn(21), 11, 0);
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(id))?.reminderQueuedAt).toBeNull();
    });

    it('is not reminded right after a move into its reminder window: the move’s mail told the time', async () => {
      const { id } = await booking(dateIn(22), 'desk', new Date(Date.now() - 30 * 24 * HOUR));
      const res = await move(id, dateIn(1), 10, 10);
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(id))?.reminderQueuedAt).toBeInstanceOf(Date);
    });

    it('keeps the mark by these rules', () => {
      const now = new Date('2026-06-01T08:00:00Z');
      const sent = new Date('2026-05-30T08:00:00Z');
      const farAway = { year: 2026, month: 6, day: 10, hour: 10, minute: 0 };
      const tomorrow = { year: 2026, month: 6, day: 2, hour: 10, minute: 0 };
      expect(reminderMarkAfterMove({ reminderQueuedAt: sent }, farAway, 48, now)).toBeNull();
      expect(reminderMarkAfterMove({ reminderQueuedAt: null }, farAway, 48, now)).toBeNull();
      expect(reminderMarkAfterMove({ reminderQueuedAt: sent }, tomorrow, 48, now)).toBe(sent);
      expect(reminderMarkAfterMove({ reminderQueuedAt: null }, tomorrow, 48, now)).toBe(now);
      expect(reminderMarkAfterMove({ reminderQueuedAt: null }, tomorrow, 0, now)).toBeNull();
    });
  });

  it('a confirmed request’s mail links to the booking’s own page, in the request’s language', async () => {
    const email = 'req.linked@example.net';
    const posted = await injectWithToken(app, {
      method: 'POST',
      url: api(apiPaths.reserveGreenfee.path()),
      headers: { 'accept-language': 'nl-BE' },
      payload: { content: greenfeeText({ ...validGreenfee(), email, date: isoDate(dateIn(26)) }) },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const res = await asStaff({
      method: 'POST',
      url: api(adminApiPaths.confirmRequest.path({ id: posted.json().id as string })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const bookingId = res.json().booking.id as string;
    const [mail] = (await mailsTo(email)).filter((m) => m.subject.endsWith('bevestigd'));
    expect(mail?.textBody).toContain(
      `\nUw reservatie annuleren of wijzigen: ${publicUrl}/nl/bookings/${bookingId}\n`,
    );
  });
});
