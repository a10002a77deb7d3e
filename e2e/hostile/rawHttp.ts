import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Decodes a chunked body (RFC 9112 7.1); what cannot be decoded is returned as it came. */
function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) return raw;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) return raw;
    if (size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function parse(data: Buffer): RawAnswer | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  const rest = data.subarray(headEnd + 4);
  const body = /chunked/i.test(headers['transfer-encoding'] ?? '') ? unchunk(rest) : rest;
  return { status, headers, body: body.toString('utf8') };
}

/**
 * Writes a request exactly as given on a socket of its own and reads the answer until the server closes
 * (requests say Connection: close). No client library in between, so nothing resolves dot segments,
 * decodes escapes, merges headers or fixes the framing. `headersOnly`: for a stream that never ends,
 * the answer's head is enough.
 */
export function exchange(
  port: number,
  request: string | Buffer,
  { headersOnly = false, timeoutMs = 30_000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parse(Buffer.concat(chunks));
      if (answer) resolve(answer);
      else reject(new Error(`no HTTP answer (${Buffer.concat(chunks).length} bytes received)`));
    };
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (headersOnly && Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    // A server that answers and closes before it has read everything (an over-long header) resets
    // the rest of the write: the answer already received is what counts.
    socket.on('error', finish);
    socket.on('close', finish);
  });
}
