import {
  authAnswerSchema,
  customerSchema,
  type AuthAnswer,
  type Customer,
  type PasswordLinkRequest,
  type PasswordResetRequest,
  type ProfileUpdateRequest,
  type RegisterRequest,
} from '../schemas/index';
import { sendAction, sendOne, type Http } from './client';
import { sessionApi } from './session.api';

// Authentication and session (001 §7, docs/api-contract.md "Authentication and session").

type Auth = AuthAnswer['data'];

export function authApi(http: Http) {
  return {
    ...sessionApi(http),
    register: async (body: RegisterRequest): Promise<Auth> => (await http.send({ method: 'POST', path: 'auth/register', body }, authAnswerSchema)).data,
    sendPasswordLink: (body: PasswordLinkRequest) => sendAction(http, { method: 'POST', path: 'auth/password/link', body }),
    /** Sets the new password; the API answers a session like login, so the customer is signed in at once. */
    resetPassword: async (body: PasswordResetRequest): Promise<Auth> =>
      (await http.send({ method: 'POST', path: 'auth/password', body }, authAnswerSchema)).data,
    updateSession: (body: ProfileUpdateRequest): Promise<Customer> => sendOne(http, { method: 'PUT', path: 'session', body }, customerSchema),
    /** Deletes the account. */
    deleteSession: () => sendAction(http, { method: 'DELETE', path: 'session' }),
  };
}
