// Error normalisation (000 §8, 001 §8): every failure becomes { code, message, fields }.
// code = the body's `error`, else its `message`, else UNKNOWN_ERROR; no response at all is UNKNOWN_ERROR.

export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export type ErrorFields = Record<string, string>;

export interface NormalisedError {
  code: string;
  message: string;
  fields: ErrorFields;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly fields: ErrorFields;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;

  constructor(init: { code: string; message?: string | undefined; fields?: ErrorFields | undefined; status: number; cause?: unknown }) {
    super(init.message || init.code, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.status = init.status;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Keeps the string-valued entries of a `fields` object. */
function readFields(value: unknown): ErrorFields {
  const fields: ErrorFields = {};
  if (!isRecord(value)) return fields;
  for (const [name, code] of Object.entries(value)) if (typeof code === 'string') fields[name] = code;
  return fields;
}

/** Reads an error answer body (any shape) into a normalised error. */
export function errorFromBody(body: unknown): NormalisedError {
  if (!isRecord(body)) return { code: UNKNOWN_ERROR, message: UNKNOWN_ERROR, fields: {} };
  const code = nonEmptyString(body.error) ? body.error : nonEmptyString(body.message) ? body.message : UNKNOWN_ERROR;
  const message = nonEmptyString(body.message) ? body.message : code;
  return { code, message, fields: readFields(body.fields) };
}

/**
 * Normalises anything thrown by a call. An ApiError keeps its code; a plain body-like object is read like an
 * answer body; any other error (no response reached us) is UNKNOWN_ERROR.
 */
export function normaliseError(error: unknown): NormalisedError {
  if (error instanceof ApiError) return { code: error.code, message: error.message, fields: error.fields };
  if (isRecord(error) && !(error instanceof Error) && ('error' in error || 'message' in error)) return errorFromBody(error);
  return { code: UNKNOWN_ERROR, message: error instanceof Error && error.message ? error.message : UNKNOWN_ERROR, fields: {} };
}
