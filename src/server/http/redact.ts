/**
 * Personal data never reaches the log: request URLs lose the values of personal or secret query fields, and error
 * messages (drizzle puts a failed query's parameters into its message) lose their parameter lists, e-mail
 * addresses, phone numbers and long ids.
 */
const SECRET_QUERY_FIELDS =
  /([?&](?:password|oldPassword|newPassword|refreshToken|deviceId|deviceSecret|username|target|code|token|email|phone)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_FIELDS, '$1[redacted]');
}

export function redactText(text: string): string {
  return (
    text
      // drizzle: "Failed query: <sql>\nparams: a,b,c"
      .replace(/(\bparams:)[^\n]*/gi, '$1 [redacted]')
      .replace(/[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi, '[email]')
      .replace(/\+?\d[\d\s-]{6,}\d/g, '[number]')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[id]')
  );
}

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
};

/** The log's view of an error: its kind, code and redacted message and stack; causes are followed once. */
export function redactError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const cause = (error as { cause?: unknown }).cause;
  const causeText = cause instanceof Error ? ` (cause: ${cause.message})` : '';
  return {
    type: error.name,
    message: redactText(error.message + causeText),
    stack: redactText(error.stack ?? ''),
    ...('code' in error ? { code: (error as { code?: unknown }).code } : {}),
  };
}
