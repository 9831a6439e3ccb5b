// Unsubscribing without signing in. Every email names its recipient's secret unsubscribe key:
// the footer link opens /unsubscribe/<key> (a page: GET changes nothing, its buttons do), and
// the List-Unsubscribe header points mail clients' one-click button (RFC 8058: a POST with
// "List-Unsubscribe=One-Click") at /api/unsubscribe/<key>, which stops all email.
import { config } from "../config";

export type Recipient = { email: string; unsubscribeKey: string };

export function preferencesUrl(recipient: Recipient): string {
  return new URL(`/unsubscribe/${recipient.unsubscribeKey}`, config().appUrl).toString();
}

export function oneClickUnsubscribeUrl(recipient: Recipient): string {
  return new URL(`/api/unsubscribe/${recipient.unsubscribeKey}`, config().appUrl).toString();
}

export function unsubscribeHeaders(recipient: Recipient): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(recipient)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
