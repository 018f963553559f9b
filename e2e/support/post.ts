/**
 * A POST, sent again once when the kept-alive connection it went out on was closed under it.
 * The server closes an idle connection after 5 s and the client stops reusing one before then,
 * but on a machine under load the client's timer can lapse late and a request goes out on a
 * connection the server has just closed. The server closed it idle, so it never read the
 * request (a reset or a close, never an answer), and sending it again is safe.
 */
export async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST' });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, { ...init, method: 'POST' });
  }
}
