import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContent,
  adminNotification,
  adminReservation,
  auditEntry,
  bookingRequest,
  contentUpdate,
  declineBody,
  notificationInput,
  outboxMail,
  outboxStatus,
} from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import {
  boardMembers,
  contentKeyParams,
  courseStatusInfo,
  headerImage,
  isTranslatedContentKey,
  weather,
} from '../../../../../common/api/content';
import { errorBody } from '../../../../../common/api/errors';
import { TRANSLATION_LANGUAGES } from '../../../../../common/i18n/languages';
import { isSafeSingleLine } from '../../../../../common/validation/text';
import { HttpError } from '../../../lib/httpError';
import { decisionMail } from '../../../mail/decisionMails';
import { mailLanguage } from '../../../mail/mailLanguage';
import adminAccountRoutes from './adminAccount';
import adminClubRoutes from './adminClub';
import adminClubRulesRoutes from './adminClubRules';
import adminCourseRoutes from './adminCourse';
import adminFileRoutes from './adminFiles';
import adminMarksRoutes from './adminMarks';
import adminMediaRoutes from './adminMedia';
import adminNoShowRoutes from './adminNoShows';
import adminOpeningHoursRoutes from './adminOpeningHours';
import adminPagesRoutes from './adminPages';
import adminPeopleRoutes from './adminPeople';
import adminPriceListRoutes from './adminPriceLists';
import adminReportRoutes from './adminReports';
import adminSheetBookingRoutes from './adminSheetBookings';
import adminTeeSheetRoutes from './adminTeeSheet';
import adminUserRoutes from './adminUsers';
import adminWaitingListRoutes from './adminWaitingList';

/** Content keys whose JSON has a known shape: a save that breaks the shape would break the site. */
const contentShapes: Record<string, z.ZodType> = {
  'course-status-info': courseStatusInfo,
  'home-page-header-image': headerImage,
  vlinder: weather,
  'bod-page-data': boardMembers,
};

function checkContent(key: string, content: string) {
  const shape = contentShapes[key];
  if (!shape) return;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    throw new HttpError(400, `The content of "${key}" must be JSON.`);
  }
  const result = shape.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(
      400,
      `The content of "${key}" is not valid: ${issue?.path.join('.') || 'value'} ${issue?.message ?? ''}`.trim(),
    );
  }
}

/** The language versions of a key (docs/product.md, Staff texts in four languages), when a save brings them. */
function checkTranslations(key: string, translations: Record<string, string> | undefined) {
  if (!translations) return;
  if (!isTranslatedContentKey(key)) {
    throw new HttpError(
      400,
      `The content of "${key}" is the same in every language: it takes no translations.`,
    );
  }
  // A version of course-status-info is its winterGreens, a word or a number on the status tile.
  if (key !== 'course-status-info') return;
  for (const language of TRANSLATION_LANGUAGES) {
    const text = translations[language] ?? '';
    if (text.length > 200 || !isSafeSingleLine(text)) {
      throw new HttpError(
        400,
        `The ${language} winterGreens of "${key}" must be one line of at most 200 characters.`,
      );
    }
  }
}

const idParams = z.object({ id: z.coerce.number().int().positive() });
const uuidParams = z.object({ id: z.uuid() });

const adminRoutes: FastifyPluginAsyncZod<{
  publicUrl: string;
}> = async (app, opts) => {
  // Staff data is for the signed-in browser only, never a cache; errors (a 401 included) too.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Before validation: without a session, the answer is 401 whatever the body holds.
  app.addHook('onRequest', app.requireStaff);
  const actor = (request: { staffUser: { email: string } | null }) => request.staffUser?.email ?? 'unknown';
  const repo = app.adminRepository;

  app.get(
    adminApiPaths.content.pattern,
    { schema: { params: contentKeyParams, response: { 200: adminContent, 404: errorBody } } },
    async (request) => {
      const stored = await app.contentRepository.stored(request.params.key);
      if (!stored) throw new HttpError(404, `No website content with the key "${request.params.key}".`);
      return stored;
    },
  );
  app.put(
    adminApiPaths.content.pattern,
    {
      schema: { params: contentKeyParams, body: contentUpdate, response: { 204: z.null(), 400: errorBody } },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { content, translations } = request.body;
      checkContent(key, content);
      checkTranslations(key, translations);
      await app.contentRepository.set(key, content, translations);
      await repo.audit(actor(request), 'content.update', key);
      return reply.code(204).send(null);
    },
  );

  app.get(
    adminApiPaths.notifications.pattern,
    { schema: { response: { 200: z.array(adminNotification) } } },
    () => repo.listNotifications(),
  );
  app.post(
    adminApiPaths.notifications.pattern,
    { schema: { body: notificationInput, response: { 201: adminNotification, 400: errorBody } } },
    async (request, reply) => {
      const created = await repo.createNotification(actor(request), request.body);
      await app.live.publish({ topic: 'notifications' });
      return reply.code(201).send(created);
    },
  );
  app.put(
    adminApiPaths.notification.pattern,
    {
      schema: {
        params: idParams,
        body: notificationInput,
        response: { 200: adminNotification, 404: errorBody },
      },
    },
    async (request) => {
      const updated = await repo.updateNotification(actor(request), request.params.id, request.body);
      if (!updated) throw new HttpError(404, 'Notification not found.');
      await app.live.publish({ topic: 'notifications' });
      return updated;
    },
  );
  app.delete(
    adminApiPaths.notification.pattern,
    { schema: { params: idParams, response: { 204: z.null(), 404: errorBody } } },
    async (request, reply) => {
      if (!(await repo.deleteNotification(actor(request), request.params.id))) {
        throw new HttpError(404, 'Notification not found.');
      }
      await app.live.publish({ topic: 'notifications' });
      return reply.code(204).send(null);
    },
  );

  app.get(adminApiPaths.requests.pattern, { schema: { response: { 200: z.array(bookingRequest) } } }, () =>
    repo.listRequests(),
  );
  // Confirming puts a green-fee request onto the tee sheet: adminSheetBookings.ts.
  app.post(
    adminApiPaths.declineRequest.pattern,
    {
      schema: {
        params: uuidParams,
        body: declineBody.nullish(),
        response: { 200: bookingRequest, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const found = await repo.findRequest(request.params.id);
      if (!found) throw new HttpError(404, 'Request not found.');
      // Read before the decision's transaction: PGlite has one connection, which the transaction holds.
      const { name, email } = await app.clubDetails.get();
      const mailFrom = { clubName: name, replyTo: email };
      const decided = await repo.decideRequest(actor(request), found.id, 'decline', (fields) =>
        decisionMail(
          found.kind,
          'declined',
          fields,
          mailFrom,
          request.body?.message,
          mailLanguage(found.locale),
        ),
      );
      if (!decided) throw new HttpError(404, 'Request not found.');
      if (decided.outcome === 'refused') throw new HttpError(409, decided.message);
      if (decided.mailed) app.outbox.kick();
      else request.log.info({ requestId: found.id }, 'request declined; no mail: no single valid address');
      // A request from the waiting list held its offer's places: free now, and offered on.
      if (found.waitingListOfferId) await app.live.publish({ topic: 'tee-sheet' });
      const { request: declined } = decided;
      return {
        id: declined.id,
        kind: declined.kind,
        fields: declined.fields,
        status: declined.status,
        createdAt: declined.createdAt.toISOString(),
      };
    },
  );

  app.get(
    adminApiPaths.reservations.pattern,
    { schema: { response: { 200: z.array(adminReservation) } } },
    () => repo.listReservations(),
  );
  app.get(adminApiPaths.outbox.pattern, { schema: { response: { 200: z.array(outboxMail) } } }, () =>
    repo.listOutbox(),
  );
  app.get(adminApiPaths.outboxStatus.pattern, { schema: { response: { 200: outboxStatus } } }, async () => ({
    smtpConfigured: app.outbox.smtpConfigured,
    ...(await repo.outboxCounts()),
  }));
  app.post(
    adminApiPaths.resendMail.pattern,
    { schema: { params: idParams, response: { 204: z.null(), 404: errorBody } } },
    async (request, reply) => {
      if (!(await repo.resendMail(actor(request), request.params.id)))
        throw new HttpError(404, 'Mail not found.');
      app.outbox.kick();
      return reply.code(204).send(null);
    },
  );
  app.get(adminApiPaths.audit.pattern, { schema: { response: { 200: z.array(auditEntry) } } }, () =>
    repo.listAudit(),
  );

  await app.register(adminFileRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminMarksRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminTeeSheetRoutes);
  await app.register(adminClubRulesRoutes);
  await app.register(adminPagesRoutes);
  await app.register(adminCourseRoutes);
  await app.register(adminClubRoutes);
  await app.register(adminPriceListRoutes);
  await app.register(adminOpeningHoursRoutes);
  await app.register(adminSheetBookingRoutes, { publicUrl: opts.publicUrl });
  await app.register(adminNoShowRoutes);
  await app.register(adminWaitingListRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminAccountRoutes);
};
export default adminRoutes;
