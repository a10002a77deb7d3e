import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { outboxMail, outboxStatus } from '../../../../../common/api/admin';
import { adminApiPaths } from '../../../../../common/api/adminPaths';
import { api } from '../../../lib/api';
import { adminKeys } from './adminKeys';

export type OutboxMail = z.infer<typeof outboxMail>;

/** GET /admin/outbox: queued, sent and failed mails. */
export function getOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return api.get(adminApiPaths.outbox.path(), z.array(outboxMail), signal);
}

/** Mails leave within seconds: while some wait, the list looks again every few seconds. */
export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((mail) => mail.status === 'pending') ? 5_000 : false),
  });
}

export type OutboxStatus = z.infer<typeof outboxStatus>;

/** GET /admin/outbox/status: whether a mail server is configured, and how many mails wait or failed. */
export function getOutboxStatus(signal?: AbortSignal): Promise<OutboxStatus> {
  return api.get(adminApiPaths.outboxStatus.path(), outboxStatus, signal);
}

/** Read on the outbox and on the admin's home, again each minute while shown. */
export function useOutboxStatus() {
  return useQuery({
    queryKey: adminKeys.outboxStatus,
    queryFn: ({ signal }) => getOutboxStatus(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
