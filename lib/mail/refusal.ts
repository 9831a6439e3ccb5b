// Which SMTP failures are final. A 5xx reply to the recipient (RCPT TO) or to the message (DATA)
// is the server saying "never": retrying cannot change it, so the email is recorded as refused and
// its job ends. Everything else is retried: a refused or reset connection, a timeout, any 4xx
// ("try again later"), and also a 5xx to our login or our sender address, since those are our
// own configuration, and mail should flow again once an operator fixes it rather than be lost.
type SmtpError = { responseCode?: unknown; command?: unknown; response?: unknown; message?: unknown };

/** The server's words when `error` is a permanent refusal of this email; null when worth retrying. */
export function permanentRefusal(error: unknown): string | null {
  if (typeof error !== "object" || error === null) return null;
  const { responseCode, command, response, message } = error as SmtpError;
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return null;
  if (command !== "RCPT TO" && command !== "DATA") return null;
  return String(response ?? message ?? responseCode);
}
