/**
 * The one HTTP client of the web app (spec section 7): credentials always included, a JSON content
 * type only when there is a body (or the given type for a raw text body, such as a CSV file), and any non-OK answer raised as an ApiError whose message is
 * "status: body text". `serverMessage` is the `{ error }` text the server sent, for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    let parsed: { error?: unknown; fields?: unknown } | undefined;
    try {
      parsed = JSON.parse(bodyText) as typeof parsed;
    } catch {
      parsed = undefined;
    }
    this.serverMessage = typeof parsed?.error === 'string' ? parsed.error : undefined;
    this.fields =
      parsed?.fields && typeof parsed.fields === 'object'
        ? (parsed.fields as Record<string, string>)
        : undefined;
  }
}

/** True when the request never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** A request body already in its wire form, with its content type. */
interface RawBody {
  contentType: string;
  text: string | Blob;
}

const jsonBody = (body: unknown): RawBody | undefined =>
  body === undefined ? undefined : { contentType: 'application/json', text: JSON.stringify(body) };

async function send(method: string, path: string, body?: RawBody): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': body.contentType },
    body: body?.text,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await send(method, path, jsonBody(body)));
}

/** Sends `text` as the body with its own content type (a CSV file as `text/csv`); the answer is JSON. */
export async function apiRequestText<T = unknown>(
  method: string,
  path: string,
  text: string,
  contentType: string,
): Promise<T> {
  return readJson<T>(await send(method, path, { contentType, text }));
}

/** Sends a file's bytes as the body with the file's own type (an image upload); the answer is JSON. */
export async function apiRequestFile<T = unknown>(method: string, path: string, file: Blob): Promise<T> {
  return readJson<T>(await send(method, path, { contentType: file.type, text: file }));
}

/** One page of a paged list: the array the server sent and its `X-Total-Count`. */
export interface ApiPage<T> {
  items: T[];
  total: number;
}

export async function apiPage<T>(path: string): Promise<ApiPage<T>> {
  const response = await send('GET', path);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total };
}
