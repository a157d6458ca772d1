import { authAnswerSchema, sessionAnswerSchema } from '../schemas/session.schema';
import type { AuthAnswer, Session } from '../schemas/session.schema';
import type { LoginRequest } from '../schemas/account-requests.schema';
import { sendAction, type Http } from './client';

// A module of its own: schema modules come whole into a bundle, so the shared runtime imports only this one.

type Auth = AuthAnswer['data'];

/** The session calls every page makes: the shared runtime builds only these (docs/design.md §5 runtime budget). */
export function sessionApi(http: Http) {
  return {
    /** 401 INVALID_CREDENTIALS on a wrong pair. */
    login: async (body: LoginRequest): Promise<Auth> => (await http.send({ method: 'POST', path: 'auth/login', body }, authAnswerSchema)).data,
    /** Revokes the token. */
    logout: () => sendAction(http, { method: 'POST', path: 'auth/logout' }),
    /** null without a token; 401 UNAUTHENTICATED for an unknown or revoked one. */
    getSession: async (): Promise<Session | null> => (await http.send({ method: 'GET', path: 'session' }, sessionAnswerSchema)).data,
  };
}
