import type { Plugin } from 'graphql-yoga';

export const JSON_ONLY_MESSAGE =
  'GraphQL requests must be sent as application/json (POST) or as a query in the URL (GET)';

/**
 * CSRF defence: any web page can make a browser POST a form (urlencoded, multipart or
 * text/plain) to another site without asking, but not application/json, which needs a CORS
 * preflight the server only grants to configured origins. Yoga would also read the form
 * encodings, so every other body is refused before parsing; mutations over GET are refused by
 * yoga itself. Nothing runs for a refused request.
 */
export function useJsonOnlyPosts(): Plugin {
  return {
    onRequest(payload) {
      const { request, fetchAPI } = payload;
      if (request.method.toUpperCase() !== 'POST') return;
      const mediaType = (request.headers.get('content-type') ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (mediaType === 'application/json') return;
      payload.endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: JSON_ONLY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
          }),
          { status: 415, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
