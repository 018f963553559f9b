/**
 * Requests and responses as structured-clone-able data, so that `fetch` crosses postMessage.
 * Bodies travel as ArrayBuffers; streaming and AbortSignal do not cross.
 */
export interface EncodedRequest {
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface EncodedResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export async function encodeRequestInit(init: RequestInit = {}): Promise<EncodedRequest> {
  const body =
    init.body === undefined || init.body === null
      ? null
      : await new Response(init.body).arrayBuffer();
  return {
    method: init.method ?? 'GET',
    headers: [...new Headers(init.headers)],
    body,
  };
}

export function decodeRequestInit(encoded: EncodedRequest): RequestInit {
  return { method: encoded.method, headers: encoded.headers, body: encoded.body };
}

export async function encodeResponse(response: Response): Promise<EncodedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body === null ? null : await response.arrayBuffer(),
  };
}

/** Statuses whose responses must have no body (the Response constructor throws otherwise). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function decodeResponse(encoded: EncodedResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(encoded.status) ? null : encoded.body, {
    status: encoded.status,
    statusText: encoded.statusText,
    headers: encoded.headers,
  });
}
