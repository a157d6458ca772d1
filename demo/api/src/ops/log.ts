import { createHash } from 'node:crypto';

/**
 * The servers' log (docs/operations.md): one event a line, JSON for log collectors, or a readable line on a terminal.
 * Events carry fields, never free text built from a request: no e-mail address, token or link reaches a line
 * (`redact` scrubs error messages and stacks, whose text may quote a row).
 */
export type Level = 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields, error?: unknown): void;
  error(msg: string, fields?: Fields, error?: unknown): void;
}

/** JSON unless ORIEL_LOG_FORMAT says otherwise or the output is a terminal (a person reads it). */
export function logFormat(env: Record<string, string | undefined>, output: { isTTY?: boolean }): LogFormat {
  const asked = env.ORIEL_LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  return output.isTTY ? 'pretty' : 'json';
}

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const SECRET_PARAM = /([?&](?:token|ticket|code|password)=)[^&\s"']+/gi;

/** Text that may quote a request or a row, with addresses, bearer tokens and secret query values blanked. */
export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(BEARER, '$1[redacted]').replace(SECRET_PARAM, '$1[redacted]');
}

/** A stable pseudonym for an e-mail address: a mail can be traced from an address a customer gives, not the reverse. */
export const recipientId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

function errorFields(error: unknown): Fields {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      error: error.name,
      error_message: redact(error.message),
      ...(typeof code === 'string' ? { error_code: code } : {}),
      stack: error.stack ? redact(error.stack) : undefined,
    };
  }
  return { error: 'thrown', error_message: redact(String(error)) };
}

/** One event as it is written: time and level first, then the message and the fields, in a stable order. */
export function formatLine(format: LogFormat, level: Level, msg: string, fields: Fields, time: Date): string {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (format === 'json') return JSON.stringify({ time: time.toISOString(), level, msg: redact(msg), ...Object.fromEntries(entries) });
  const { stack, ...rest } = Object.fromEntries(entries);
  const pairs = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' && /\s/.test(v) ? JSON.stringify(v) : String(v)}`);
  const line = `${time.toISOString().slice(11, 23)} ${level.toUpperCase().padEnd(5)} ${redact(msg)}${pairs.length ? `  ${pairs.join(' ')}` : ''}`;
  return typeof stack === 'string' ? `${line}\n${stack}` : line;
}

export interface LoggerOptions {
  format: LogFormat;
  /** where a line goes (one call per event, no trailing newline) */
  write(line: string, level: Level): void;
  /** fields on every event (the service's name) */
  base?: Fields;
  now?: () => Date;
}

export function createLogger({ format, write, base = {}, now = () => new Date() }: LoggerOptions): Logger {
  const emit = (level: Level, msg: string, fields: Fields = {}, error?: unknown) =>
    write(formatLine(format, level, msg, { ...base, ...fields, ...(error === undefined ? {} : errorFields(error)) }, now()), level);
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields, error) => emit('warn', msg, fields, error),
    error: (msg, fields, error) => emit('error', msg, fields, error),
  };
}

/** Standard output, one line an event (a pipe is written synchronously on Linux: nothing is lost at exit). */
export const consoleWrite = (line: string) => console.log(line);

/** The process's logger, for code that has no request at hand (the pool, the mailer); a server may set its own. */
let current: Logger = createLogger({
  format: logFormat(process.env, process.stdout),
  // in-process test servers stay quiet; a test turns the log on by clearing VITEST
  write: (line) => void (process.env.VITEST === undefined && consoleWrite(line)),
  base: { service: 'oriel-api' },
});

export const log: Logger = {
  info: (msg, fields) => current.info(msg, fields),
  warn: (msg, fields, error) => current.warn(msg, fields, error),
  error: (msg, fields, error) => current.error(msg, fields, error),
};

/** Makes `logger` the process's log (main.ts, the shell's server, the demo); answers the one it replaces. */
export function setProcessLogger(logger: Logger): Logger {
  const previous = current;
  current = logger;
  return previous;
}
