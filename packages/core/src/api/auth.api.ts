import {
  authAnswerSchema,
  customerSchema,
  sessionAnswerSchema,
  type AuthAnswer,
  type Customer,
  type LoginRequest,
  type PasswordLinkRequest,
  type PasswordResetRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type Session,
} from '../schemas/index';
import { sendAction, sendOne, type Http } from './client';

// Authentication and session (001 §7, docs/api-contract.md "Authentication and session").

type Auth = AuthAnswer['data'];

export function authApi(http: Http) {
  return {
    /** 401 INVALID_CREDENTIALS on a wrong pair. */
    login: async (body: LoginRequest): Promise<Auth> =>
      (await http.send({ method: 'POST', path: 'auth/login', body }, authAnswerSchema)).data,
    /** Revokes the token. */
    logout: () => sendAction(http, { method: 'POST', path: 'auth/logout' }),
    register: async (body: RegisterRequest): Promise<Auth> =>
      (await http.send({ method: 'POST', path: 'auth/register', body }, authAnswerSchema)).data,
    sendPasswordLink: (body: PasswordLinkRequest) => sendAction(http, { method: 'POST', path: 'auth/password/link', body }),
    resetPassword: (body: PasswordResetRequest) => sendAction(http, { method: 'POST', path: 'auth/password', body }),
    /** null without a token; 401 UNAUTHENTICATED for an unknown or revoked one. */
    getSession: async (): Promise<Session | null> =>
      (await http.send({ method: 'GET', path: 'session' }, sessionAnswerSchema)).data,
    updateSession: (body: ProfileUpdateRequest): Promise<Customer> =>
      sendOne(http, { method: 'PUT', path: 'session', body }, customerSchema),
    /** Deletes the account. */
    deleteSession: () => sendAction(http, { method: 'DELETE', path: 'session' }),
  };
}
