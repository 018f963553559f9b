import type { Clock } from '../../../clock.js';
import { ProviderFailure } from '../provider.js';
import type { Transport } from './transport.js';

// Subsbase's GraphQL API as documented (docs.subsbase.com, "API & Webhooks"):
// - server tokens come from `getApiToken(siteId, apiSecret) { isSuccess value message }`, sent
//   to POST {api}/auth with an X-SITE-ID header, and last 4 hours;
// - everything else is POST {api}/core/v2/graphql with `Authorization: Bearer {server token}`
//   and X-SITE-ID;
// - list queries answer `{ isSuccess message pagination data { ... } }`, single results
//   `{ isSuccess message value { ... } }`.
// The token is kept and shared by concurrent calls, renewed 10 minutes before its 4 hours end,
// and once more when the API answers 401 (a token revoked early).

export const TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;
const RENEW_BEFORE_END_MS = 10 * 60 * 1000;

export interface SubsbaseSettings {
  /** e.g. https://api.subsbase.io, without a trailing slash. */
  apiUrl: string;
  siteId: string;
  apiSecret: string;
}

/** A result envelope of Subsbase's API. */
export interface Envelope<T> {
  isSuccess: boolean;
  message?: string | null;
  value?: T | null;
  data?: T | null;
}

// unconfirmed: the variable types (String!). The documentation shows the arguments inline.
const GET_API_TOKEN = `query GetApiToken($siteId: String!, $apiSecret: String!) {
  getApiToken(siteId: $siteId, apiSecret: $apiSecret) { isSuccess value message }
}`;

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string }[];
}

export class SubsbaseClient {
  private token: { value: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly settings: SubsbaseSettings,
    private readonly transport: Transport,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  get siteId(): string {
    return this.settings.siteId;
  }

  /** The result envelope of `field` in an operation with the server token (core API by default). */
  async call<T>(
    field: string,
    query: string,
    variables: Record<string, unknown>,
    path: '/core/v2/graphql' | '/auth' = '/core/v2/graphql',
  ): Promise<Envelope<T>> {
    const token = await this.serverToken();
    let answer = await this.post(path, query, variables, token);
    if (answer.status === 401) {
      this.token = null;
      answer = await this.post(path, query, variables, await this.serverToken());
    }
    return envelopeOf<T>(answer, field);
  }

  /** A server token, fetched at most once at a time however many calls wait for it. */
  serverToken(): Promise<string> {
    const now = this.clock.now().getTime();
    if (this.token && now < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pending ??= this.fetchToken().finally(() => (this.pending = null));
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const issuedAt = this.clock.now().getTime();
    const answer = await this.post('/auth', GET_API_TOKEN, {
      siteId: this.settings.siteId,
      apiSecret: this.settings.apiSecret,
    });
    const envelope = envelopeOf<string>(answer, 'getApiToken');
    if (typeof envelope.value !== 'string' || envelope.value === '')
      throw new ProviderFailure('The payment provider did not hand out an API token.');
    this.token = {
      value: envelope.value,
      renewAt: issuedAt + TOKEN_LIFETIME_MS - RENEW_BEFORE_END_MS,
    };
    return envelope.value;
  }

  private post(path: string, query: string, variables: Record<string, unknown>, token?: string) {
    return this.transport({
      url: `${this.settings.apiUrl}${path}`,
      headers: {
        'x-site-id': this.settings.siteId,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  }
}

/** The envelope of `field`, or ProviderFailure with what the provider said went wrong. */
function envelopeOf<T>(answer: { status: number; body: string }, field: string): Envelope<T> {
  if (answer.status < 200 || answer.status > 299)
    throw new ProviderFailure(`The payment provider answered with status ${answer.status}.`);
  let parsed: GraphQLAnswer;
  try {
    parsed = JSON.parse(answer.body) as GraphQLAnswer;
  } catch {
    throw new ProviderFailure('The payment provider did not answer with JSON.');
  }
  const envelope = parsed.data?.[field] as Envelope<T> | undefined;
  if (parsed.errors?.length || !envelope || typeof envelope !== 'object') {
    const said = parsed.errors?.[0]?.message;
    throw new ProviderFailure(
      `The payment provider refused the request${said ? `: ${said.slice(0, 200)}` : '.'}`,
    );
  }
  if (envelope.isSuccess === false)
    throw new ProviderFailure(
      `The payment provider refused the request${envelope.message ? `: ${envelope.message.slice(0, 200)}` : '.'}`,
    );
  return envelope;
}
