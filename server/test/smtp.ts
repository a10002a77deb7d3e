import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  messageId: string;
  body: string;
}

/** A port nothing listens on, for now: an SMTP server that is down refuses connections on it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A real SMTP server on loopback that records what it receives, with each mail's Message-ID. */
export async function startSmtp(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(.+)$/im.exec(body)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId, body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
