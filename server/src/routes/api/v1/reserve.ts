import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../../../common/api/errors';
import { apiPaths } from '../../../../../common/api/paths';
import { reserveAccepted, reserveRequestBody } from '../../../../../common/api/reserve';
import { greenfeeRequestSchema } from '../../../../../common/validation/greenfeeRequest';
import { greenfeeRequestFields } from '../../../../../common/validation/greenfeeRequestFields';
import { parseRequestLines } from '../../../../../common/validation/requestLines';
import { tableRequestSchema } from '../../../../../common/validation/tableRequest';
import { tableRequestFields } from '../../../../../common/validation/tableRequestFields';
import { languageOfHeader } from '../../../lib/acceptLanguage';
import { HttpError } from '../../../lib/httpError';
import { type ClubMailSettings, greenfeeRequestMails, tableRequestMails } from '../../../mail/requestMails';

export interface ReserveRoutesOptions {
  /**
   * The club's mailbox (CLUB_EMAIL), where requests arrive; the club's name and the reply-to of the
   * acknowledgement (its public e-mail) are read from its published details for every request.
   */
  mail: Pick<ClubMailSettings, 'clubInbox'>;
  rateLimitMax: number;
}

const schema = { body: reserveRequestBody, response: { 201: reserveAccepted, 400: errorBody } };

/** The mail-based requests: parsed, validated with the form's own rules, stored, and mailed through the outbox. */
const reserveRoutes: FastifyPluginAsyncZod<ReserveRoutesOptions> = async (app, opts) => {
  const config = { rateLimit: { max: opts.rateLimitMax, timeWindow: '1 minute' } };
  // Read before the request's transaction: PGlite has one connection, which the transaction holds.
  const mailSettings = async (): Promise<ClubMailSettings> => {
    const { name, email } = await app.clubDetails.get();
    return { clubInbox: opts.mail.clubInbox, clubName: name, replyTo: email };
  };

  app.post(apiPaths.reserveTable.pattern, { schema, config }, async (request, reply) => {
    const lines = parseRequestLines(request.body.content, tableRequestFields);
    if (!lines.ok) throw new HttpError(400, lines.message);
    const parsed = tableRequestSchema.safeParse(lines.values);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
    const locale = languageOfHeader(request.headers['accept-language']);
    const settings = await mailSettings();
    const id = await app.requestRepository.create({
      kind: 'table',
      fields: parsed.data,
      rawText: request.body.content,
      locale,
      mails: (requestId) => tableRequestMails(requestId, parsed.data, settings, locale),
    });
    app.outbox.kick();
    return reply.code(201).send({ id, message: 'Your table reservation request has been sent.' });
  });

  app.post(apiPaths.reserveGreenfee.pattern, { schema, config }, async (request, reply) => {
    const lines = parseRequestLines(request.body.content, greenfeeRequestFields);
    if (!lines.ok) throw new HttpError(400, lines.message);
    const parsed = greenfeeRequestSchema.safeParse(lines.values);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request.');
    const locale = languageOfHeader(request.headers['accept-language']);
    const settings = await mailSettings();
    const id = await app.requestRepository.create({
      kind: 'greenfee',
      fields: parsed.data,
      rawText: request.body.content,
      locale,
      mails: (requestId) => greenfeeRequestMails(requestId, parsed.data, settings, locale),
    });
    app.outbox.kick();
    return reply.code(201).send({ id, message: 'Your green-fee request has been sent.' });
  });
};
export default reserveRoutes;
