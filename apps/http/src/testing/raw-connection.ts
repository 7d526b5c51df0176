/**
 * One HTTP/1.1 connection spoken byte by byte, for what fetch and http.request never send: a
 * chunked body refused halfway, requests pipelined behind it, the next request on the same socket.
 * Answers are read as they come, each as status, headers (names in lower case) and body text.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export interface RawConnection {
  write(bytes: Buffer): void;
  /**
   * The next answer, or 'closed' once the server has closed the connection with none left to read.
   * Rejects when neither comes within `withinMs`: the server left the request unanswered.
   */
  nextAnswer(withinMs: number): Promise<RawAnswer | 'closed'>;
  /** Resolves true once the server has closed the connection, false when it is still open after `withinMs`. */
  closedWithin(withinMs: number): Promise<boolean>;
  destroy(): void;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Sent in chunks of 8 kB with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean;
}

/** The bytes of a request; `Host` and `Content-Length` (or the chunked framing) are added. */
export function requestBytes({ method, path, headers = {}, body, chunked = false }: RawRequest): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (!body) return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  lines.push(chunked ? 'transfer-encoding: chunked' : `content-length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  if (!chunked) return Buffer.concat([head, body]);
  const parts: Buffer[] = [head];
  for (let start = 0; start < body.length; start += 8192) {
    const piece = body.subarray(start, start + 8192);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

/** Takes one whole answer off the front of `received`, if it holds one. Interim 1xx answers are skipped. */
function takeAnswer(received: Buffer, closed: boolean): { answer: RawAnswer; rest: Buffer } | undefined {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine = '', ...headerLines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyStart = headEnd + 4;
  if (status >= 100 && status < 200) return takeAnswer(received.subarray(bodyStart), closed);
  const declared = headers['content-length'];
  // Without a length the body runs to the connection's end.
  const bodyEnd = declared === undefined ? (closed ? received.length : -1) : bodyStart + Number(declared);
  if (bodyEnd < 0 || received.length < bodyEnd) return undefined;
  return {
    answer: { status, headers, text: received.subarray(bodyStart, bodyEnd).toString('utf8') },
    rest: received.subarray(bodyEnd),
  };
}

export async function openRawConnection(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received: Buffer = Buffer.alloc(0);
  let closed = false;
  let changed = () => {};
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    changed();
  });
  // A write after the server closed fails (EPIPE, ECONNRESET): the close is what the test reads.
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
    changed();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

  /** Resolves `read()`'s first answer other than undefined, re-reading on each change. */
  const waitFor = <T>(read: () => T | undefined, withinMs: number, onTimeout: () => T | Error) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        changed = () => {};
        const outcome = onTimeout();
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      }, withinMs);
      changed = () => {
        const value = read();
        if (value === undefined) return;
        clearTimeout(timer);
        changed = () => {};
        resolve(value);
      };
      changed();
    });

  return {
    write: (bytes) => {
      if (!closed) socket.write(bytes);
    },
    nextAnswer: (withinMs) =>
      waitFor<RawAnswer | 'closed'>(
        () => {
          const taken = takeAnswer(received, closed);
          if (taken) {
            received = taken.rest;
            return taken.answer;
          }
          return closed ? 'closed' : undefined;
        },
        withinMs,
        () => new Error(`no answer and no close within ${withinMs} ms`),
      ),
    closedWithin: (withinMs) =>
      waitFor(
        () => (closed ? true : undefined),
        withinMs,
        () => false,
      ),
    destroy: () => socket.destroy(),
  };
}
