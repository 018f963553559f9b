import type { ServerResponse } from 'node:http';
import { percentDecoded, MALFORMED_PATH, type HttpRoute } from '../../request/route.js';
import { receiveUpload, UploadRejected } from './upload-service.js';

export const UPLOAD_ROUTE_PREFIX = '/uploads/';

function reply(res: ServerResponse, status: number, code: string, message: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    // The request body may still be arriving; do not keep reading it after a refusal.
    Connection: 'close',
  });
  res.end(JSON.stringify({ code, message }) + '\n');
}

/**
 * PUT /uploads/<fileId>?exp=&sig= (the disk store's upload address): the body streams into the
 * blob store through receiveUpload, which checks everything; a refusal answers JSON
 * `{ code, message }` with a matching status.
 */
export const uploadRoute: HttpRoute = {
  name: 'uploads',
  matches: (path) => path.startsWith(UPLOAD_ROUTE_PREFIX),
  async handle(req, res, url, services) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'PUT',
        'Access-Control-Allow-Headers': 'Content-Type',
      });
      return void res.end();
    }
    if (req.method !== 'PUT') return reply(res, 405, 'METHOD_NOT_ALLOWED', 'Use PUT');
    const fileId = percentDecoded(url.pathname.slice(UPLOAD_ROUTE_PREFIX.length));
    if (fileId === null) return reply(res, 400, 'BAD_REQUEST', MALFORMED_PATH);
    let stored: { fileId: string; size: number };
    try {
      stored = await receiveUpload(services, {
        fileId,
        exp: url.searchParams.get('exp'),
        sig: url.searchParams.get('sig'),
        contentType: (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
        declaredLength: req.headers['content-length'],
        body: req,
      });
    } catch (error) {
      if (error instanceof UploadRejected) {
        return reply(res, error.status, error.code, error.message);
      }
      if (req.destroyed || req.readableAborted) return; // the client went away; nothing was stored
      throw error;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(JSON.stringify(stored) + '\n');
  },
};
