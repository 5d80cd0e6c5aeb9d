// A minimal RFC 5545 calendar file for one event (CRLF lines, escaped text).
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Folds lines longer than 75 octets, as RFC 5545 §3.1 asks. */
function fold(line: string) {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    parts.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  parts.push(rest);
  return parts.join("\r\n");
}

export function eventCalendar(options: {
  uid: string;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  durationMinutes?: number;
  organizer: string;
  url?: string;
}) {
  const end = new Date(options.startsAt.getTime() + (options.durationMinutes ?? 120) * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.organizer)}//Homefront//EN`,
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${options.uid}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(options.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(options.title)}`,
    `DESCRIPTION:${escapeText(options.description)}`,
    `LOCATION:${escapeText(options.location)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
