// What the lines that start a quoted original look like, in the languages and shapes mail clients
// write them (mailgun/talon's quotation rules are the model): an attribution ("On … wrote:", "Am …
// schrieb …:", "---- Ana wrote ----"), a header block (Outlook's "From: / Sent: / To: / Subject:"),
// an "Original message" or "Forwarded message" line, and the lines that start a signature. Every
// test here is a linear scan of one line (or a few joined), and a line longer than `longestLine` is
// never one of these: the reader runs on whatever a stranger sends.

/** Longer lines are text: no client writes an attribution or a header line this long. */
export const longestLine = 400;

/** Lines an attribution may be wrapped over (Gmail breaks a long one before the address). */
export const attributionLines = 5;

/** Lines a header block's labels may be spread over (a long To: line wraps). */
const headerWindow = 8;

/** A line quoted with ">" (also "> >" and ">>"). */
export function isQuoted(line: string): boolean {
  return /^[ \t]*>/.test(line);
}

// The verb that ends an attribution, with its colon: "wrote:", "a écrit :", "schrieb Ana <a@b>:".
// German, Dutch and the Scandinavian languages put the name after the verb, so a name may follow
// those (bounded, no colon in it). Full-width colons for Chinese and Japanese.
const attributionEnd = new RegExp(
  `(?:^|[\\s>"')\\]])(?:${[
    "wrote",
    "writes",
    "sent",
    "a écrit",
    "écrit",
    "escribió",
    "escrito",
    "ha scritto",
    "scritto",
    "escreveu",
    "geschreven",
    "verzond",
    "napisał\\(a\\)",
    "napisała",
    "napisał",
    "pisze",
    "kirjoitti",
    "пишет",
    "написал\\(а\\)",
    "написала",
    "написал",
    "пише",
    "написав",
    "napsal\\(a\\)",
    "napsala",
    "napsal",
    "napísal",
    "şunu yazdı",
    "yazdı",
    "írta",
    "đã viết",
    "kaj skrev",
  ].join(
    "|",
  )}|(?:schrieb|schreef|skrev|skrivit)(?:[ \\t].{0,200})?)[ \\t]?[:：]$|(?:写道|寫道|작성|のメッセージ|書きました)[ \\t]?[:：]?$`,
  "iu",
);

// The words an attribution starts with ("On Mon, 23 Nov…", "Le lun. 23 nov.…"), used to find one
// that starts in the middle of a line or is wrapped over several.
const leadWords = "On|Le|El|Il|Em|Am|Op|W dniu|Dnia|Den|På|Vào|Dne|Dňa|Στις|在|пн,|вт,|ср,|чт,|пт,|сб,|вс,";
// Case matters: "On Mon, 23 Nov 2026 at 10:00 AM" has an "AM" that is no German "Am".
const leadAnywhere = new RegExp(`(?:^|[\\s>-])(${leadWords})\\s`, "gu");
const leadAtStart = new RegExp(`^[\\s>-]*(?:${leadWords})\\s`, "u");

// Gmail in several languages writes no verb: "пн, 23 нояб. 2026 г. в 10:00, Ana <a@b>:",
// "2014-10-17 11:28 GMT+03:00 Ana <a@b>:", "2026年11月23日(月) 10:00 Ana <a@b>:".
// "tir. 18. apr. 2017 kl. 13:09 skrev Ana <a@b>:", "11:00 AM, November 17, 2021, Ana <a@b>:".
const datedStart =
  /^(?:\d{1,4}[-./]\d{1,2}[-./]\d{1,4}|\d{1,2}:\d{2}|\d{4}年|\d{4}년|[A-Za-zА-Яа-яÀ-ÿ]{2,4}\.?,?\s+\d{1,2}[ .,])/u;

const framedByDashes = /^\s*-{2,}.*-{2,}\s*$/;
const wroteInside =
  /(?:^|\s)(?:wrote|a écrit|schrieb|escribió|ha scritto|escreveu|schreef|skrev|napisał|пишет|написал)(?:[\s-]|$)/iu;

/** The attribution text must name a date, a time or an address: "John wrote:" alone is a sentence. */
const namesSomething = /[\d@]/;

/** How a text ends, if the way an attribution ends: what each kind needs of its start is below. */
type Ending = "verb" | "wrote" | "address";

// The verb and a name after it fit in this many characters: only the end of a text is looked at.
const endLength = 260;

function endingOf(text: string): Ending | null {
  const end = text.slice(-endLength);
  if (attributionEnd.test(end)) return "verb";
  if (/\swrote$/i.test(end)) return "wrote";
  if (/@/.test(end) && /(?:[:：]|>)$/.test(end)) return "address";
  return null;
}

/**
 * Whether `text`, which ends as `ending` says, is a whole attribution from its start. `lastNamed`
 * is where the last digit or "@" of `text` is (-1: none): the caller may ask about many starts of
 * one text, and none of them costs a scan.
 */
function attributionFrom(text: string, ending: Ending, lastNamed: number, lastAt: number): boolean {
  switch (ending) {
    case "verb":
      return lastNamed !== -1;
    case "wrote":
      // "On Wed, 14 Nov 2018 08:14:43 -0200 Ana <a@b> wrote": no colon, after a lead word only.
      return lastNamed !== -1 && leadAtStart.test(text);
    case "address":
      // A lead word or a date (any date: it starts with a number), then the sender's address and a
      // colon: Gmail's verb-less forms (an old one has no colon after the address either).
      return (
        lastAt !== -1 &&
        ((leadAtStart.test(text) && /@\S*>?\s?[:：]$/.test(text.slice(-endLength))) ||
          datedStart.test(text) ||
          /^\d/.test(text))
      );
  }
}

const lastIndexOf = (text: string, pattern: RegExp): number => {
  for (let i = text.length - 1; i >= 0; i--) if (pattern.test(text[i])) return i;
  return -1;
};

/**
 * Whether `text` ends as an attribution does, with its verb and colon ("Pigeon Post wrote:"),
 * though it names no date or address: an attribution only when a quote follows it.
 */
export function endsLikeAttribution(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= longestLine && endingOf(trimmed) === "verb";
}

/**
 * Whether `text` (one line, or a few joined with spaces) is a whole attribution: it ends with the
 * verb and names a date or an address, or it is Gmail's verb-less "<date>, Name <address>:".
 */
export function isAttribution(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > longestLine * attributionLines) return false;
  if (framedByDashes.test(trimmed) && wroteInside.test(trimmed)) return true;
  const ending = endingOf(trimmed);
  if (!ending) return false;
  return attributionFrom(trimmed, ending, lastIndexOf(trimmed, namesSomething), trimmed.lastIndexOf("@"));
}

/** A line that only ends an attribution wrapped onto it: "wrote:", "napsal:", "> wrote:", ">:". */
export function isAttributionTail(line: string): boolean {
  const trimmed = line.trim();
  if (trimmed.length > 40) return false;
  return (
    /^>?\s*[:：]$/.test(trimmed) ||
    (/^>?\s*\S+(?:\s\S+)?\s?[:：]?$/u.test(trimmed) &&
      attributionEnd.test(` ${trimmed.replace(/^>\s*/, "")}${/[:：]$/.test(trimmed) ? "" : ":"}`))
  );
}

/**
 * Where an attribution starts inside `line` after other text ("e4 On Mon, 23 Nov 2026 … wrote:"):
 * the first lead word whose rest, with `following` lines joined on, reads as an attribution. The
 * first, not the last: cutting a sentence of the reply short is better than keeping part of the
 * attribution in it. -1 when there is none.
 */
export function attributionStartIn(line: string, following: string): number {
  if (line.length > longestLine) return -1;
  const text = `${line}${following ? ` ${following}` : ""}`.trimEnd();
  // Every candidate shares the text's end: unless it ends like an attribution, none is one.
  const ending = endingOf(text);
  if (!ending) return -1;
  const lastNamed = lastIndexOf(text, namesSomething);
  const lastAt = text.lastIndexOf("@");
  for (const match of line.matchAll(leadAnywhere)) {
    const start = match.index + match[0].indexOf(match[1]);
    if (start === 0) continue;
    const named = lastNamed >= start ? lastNamed - start : -1;
    const at = lastAt >= start ? lastAt - start : -1;
    if (attributionFrom(text.slice(start), ending, named, at)) return start;
  }
  return -1;
}

/** Whether an attribution starts with this line: a lead word ("On", "Le", "Am") or a date first. */
export function startsAttribution(line: string): boolean {
  return line.length <= longestLine && (leadAtStart.test(line) || datedStart.test(line.trim()));
}

/**
 * Whether this line may be the first part of an attribution wrapped before its address or verb,
 * though it starts with neither a lead word nor a date: a few words with a number in them ("ma 23.
 * marraskuuta 2026 klo 10.00 Ana" above "<ana@example.com> kirjoitti:").
 */
export function mayOpenAttribution(line: string): boolean {
  const trimmed = line.trim();
  return line.length <= longestLine && /\d/.test(trimmed) && /\S+\s+\S+\s+\S+/.test(trimmed);
}

/** A line that carries on an attribution wrapped before it: the address, or the verb alone. */
export function continuesAttribution(line: string): boolean {
  return /^\s*(?:[<([]|mailto:|[^\s@<>]+@)/i.test(line) || isAttributionTail(line);
}

// Header labels of a quoted message, by role, in the languages Outlook, Apple Mail and webmail
// write them. "*From:*" is the plain-text form of a bold label.
const fromLabels = [
  "From",
  "Von",
  "De",
  "Van",
  "Da",
  "Fra",
  "Från",
  "Frá",
  "Od",
  "От",
  "Від",
  "Lähettäjä",
  "Feladó",
  "Kimden",
  "Afzender",
  "Mittente",
  "Remetente",
  "Avsändare",
  "Nadawca",
  "Отправитель",
  "发件人",
  "寄件者",
  "差出人",
  "보낸 사람",
];
const sentLabels = [
  "Sent",
  "Message du",
  "Dato",
  "Date",
  "Datum",
  "Gesendet",
  "Envoyé",
  "Enviado",
  "Enviada",
  "Enviado el",
  "Verzonden",
  "Inviato",
  "Data",
  "Sendt",
  "Skickat",
  "Wysłano",
  "Wysłane",
  "Data wysłania",
  "Отправлено",
  "Дата",
  "Надіслано",
  "Lähetetty",
  "Päivämäärä",
  "Elküldve",
  "Dátum",
  "Gönderildi",
  "Tarih",
  "Odesláno",
  "Sent at",
  "发送时间",
  "日期",
  "送信日時",
  "보낸 날짜",
];
const toLabels = [
  "To",
  "An",
  "À",
  "A",
  "Para",
  "Aan",
  "Til",
  "Till",
  "Do",
  "Кому",
  "Kому",
  "Vastaanottaja",
  "Címzett",
  "Kime",
  "Komu",
  "Cc",
  "Kopie",
  "Kopia",
  "DW",
  "Копия",
  "收件人",
  "宛先",
  "받는 사람",
];
const subjectLabels = [
  "Subject",
  "Betreff",
  "Objet",
  "Asunto",
  "Assunto",
  "Onderwerp",
  "Oggetto",
  "Emne",
  "Ämne",
  "Temat",
  "Тема",
  "Aihe",
  "Tárgy",
  "Konu",
  "Předmět",
  "主题",
  "件名",
  "제목",
];

export type Role = "from" | "sent" | "to" | "subject";
const roles: [Role, string[]][] = [
  ["from", fromLabels],
  ["sent", sentLabels],
  ["to", toLabels],
  ["subject", subjectLabels],
];
const labelRole = new Map<string, Role>(
  roles.flatMap(([role, labels]) => labels.map((label) => [label.toLowerCase(), role] as const)),
);
// The longest labels first, so "Enviado el" is tried before "Enviado".
const labelWords = [...labelRole.keys()].sort((a, b) => b.length - a.length);
const escaped = labelWords.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
// "From:", "From :", "*From:*", "**From:**", "De :", "发件人："; a label then a colon, at the start.
const labelAtStart = new RegExp(`^[ \\t]*\\*{0,2}(${escaped})\\*{0,2}[ \\t]?[:：]\\*{0,2}(?:[ \\t]|$)`, "iu");
// The same label further along one line: Outlook's header run together by an HTML conversion.
const labelInside = new RegExp(`[ \\t]\\*{0,2}(${escaped})\\*{0,2}[ \\t]?[:：]\\*{0,2}[ \\t]`, "giu");

/** The role of the header label a line starts with, or null. */
export function headerRole(line: string): Role | null {
  if (line.length > longestLine) return null;
  const match = labelAtStart.exec(line);
  return match ? (labelRole.get(match[1].toLowerCase()) ?? null) : null;
}

/**
 * Whether a header block of a quoted message starts at line `index`: a From or Date/Sent label
 * there, and labels of at least two roles in the lines that follow (a wrapped value may come
 * between them). One "Date:" line in a letter is not a block.
 */
export function headerBlockAt(
  lines: readonly string[],
  index: number,
  roleOf: (index: number) => Role | null = (i) => headerRole(lines[i]),
): boolean {
  const first = roleOf(index);
  if (first !== "from" && first !== "sent") return false;
  // "From: Ana <ana@example.com>" names the sender of what follows, even alone.
  if (first === "from" && `${lines[index]} ${lines[index + 1] ?? ""}`.includes("@")) return true;
  const seen = new Set<Role>([first]);
  // Run together on one line: "From: Ana <a@b> Sent: Monday To: Ben Subject: Re: …".
  for (const match of lines[index].slice(0, longestLine).matchAll(labelInside)) {
    const role = labelRole.get(match[1].toLowerCase());
    if (role) seen.add(role);
  }
  for (let i = index + 1; i < lines.length && i <= index + headerWindow && seen.size < 2; i++) {
    const role = roleOf(i);
    if (role) seen.add(role);
    else if (lines[i].trim() === "" && i > index + 1) break;
  }
  return seen.size >= 2;
}

// "-----Original Message-----", "-------- Message d'origine --------", "Begin forwarded message:".
const originalMessage = new RegExp(
  `^[\\s\\-_=*>]*(?:${[
    "original message",
    "reply message",
    "forwarded message",
    "begin forwarded message",
    "ursprüngliche nachricht",
    "weitergeleitete nachricht",
    "antwort nachricht",
    "message d'origine",
    "message d’origine",
    "message transféré",
    "mensaje original",
    "mensaje reenviado",
    "messaggio originale",
    "messaggio inoltrato",
    "mensagem original",
    "mensagem encaminhada",
    "oorspronkelijk bericht",
    "origineel bericht",
    "doorgestuurd bericht",
    "oprindelig meddelelse",
    "oprindelig besked",
    "opprinnelig melding",
    "ursprungligt meddelande",
    "vidarebefordrat meddelande",
    "alkuperäinen viesti",
    "oryginalna wiadomość",
    "wiadomość oryginalna",
    "przekazana wiadomość",
    "исходное сообщение",
    "пересылаемое сообщение",
    "пересланное сообщение",
    "původní zpráva",
    "přeposlaná zpráva",
    "eredeti üzenet",
    "orijinal mesaj",
    "原始邮件",
    "原始郵件",
    "転送メッセージ",
    "元のメッセージ",
  ].join("|")})[\\s\\-_=*:]*$`,
  "iu",
);

/** "-----Original Message-----", a forwarded message's start, and the like, in many languages. */
export function isOriginalMessageLine(line: string): boolean {
  return line.length <= longestLine && originalMessage.test(line);
}

/** A line of underscores (Outlook's rule above a header block) or of dashes or equals signs. */
export function isRuleLine(line: string): boolean {
  return /^[ \t]*(?:_{3,}|-{2,}|={3,}|—+)[ \t]*$/.test(line);
}

// "Sent from my iPhone" and its kin: the phone's line under what the person typed.
const sentFromPhone =
  /^[ \t]*(?:(?:sent|envoyé|enviado|enviada|inviato|verzonden|verstuurd|skickat|sendt|wysłane|wysłano|отправлено|надіслано|gesendet|lähetetty|odesláno|gönderildi)[ \t]+(?:from|with|via|using|on|à partir de|de|depuis|desde|do|da|dal|vanaf|met|från|fra|z|ze|с|із|von|mit|kohteesta|iz)[ \t]|von meinem[ \t]|get outlook for|télécharger outlook|obtenir outlook|scarica outlook|descargar outlook|baixe o outlook|outlook voor)/iu;

/** Whether the line starts a signature: "-- ", or a phone's "Sent from my …" line. */
export function startsSignature(line: string): boolean {
  if (/^[ \t]*--[ \t]*$/.test(line)) return true;
  return line.length <= 120 && sentFromPhone.test(line);
}
