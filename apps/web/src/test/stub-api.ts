/** A fake API for component tests: `fetch` answering from replies the test gives, recording requests. */
import { vi } from 'vitest';

/** An answer, or a request that never gets one (offline, server down). */
export type Reply = { status: number; body?: unknown } | 'network-error';

/** A reply, or one that arrives when the test settles the promise (an answer still on its way). */
export type QueuedReply = Reply | Promise<Reply>;

export interface ApiRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApi {
  /** Every request, in order, with its parsed JSON body (any other body as its text). */
  requests: ApiRequest[];
  /** Queues replies for one route ("METHOD path"), each answered once, in order. */
  reply(route: string, ...queued: QueuedReply[]): void;
}

/**
 * Replaces `fetch`: a request to "METHOD path" takes the next reply queued for it, else the standing
 * reply given here (answered every time); with neither it fails as a network error would. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubApi(standing: Record<string, Reply> = {}): FakeApi {
  const queues: Record<string, QueuedReply[]> = {};
  const requests: ApiRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const route = `${method} ${path}`;
      const json = new Headers(init.headers).get('content-type') === 'application/json';
      const text = typeof init.body === 'string' ? init.body : undefined;
      requests.push({ method, path, body: text !== undefined && json ? JSON.parse(text) : text });
      const reply = await (queues[route]?.shift() ?? standing[route]);
      if (!reply || reply === 'network-error') throw new TypeError(`Failed to fetch ${route}`);
      if (reply.body === undefined) return new Response(null, { status: reply.status });
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    reply(route, ...queued) {
      (queues[route] ??= []).push(...queued);
    },
  };
}
