import { describe, expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";
import { registrationCsvFileName, registrationsCsv } from "./registration-csv";

/** A small RFC 4180 reader, to check the output cell by cell. */
function parseCsv(text: string) {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("csvCell", () => {
  test("plain text passes unchanged", () => {
    expect(csvCell("Jordan Lee")).toBe("Jordan Lee");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  test("commas, quotes and line breaks are quoted, inner quotes doubled", () => {
    expect(csvCell("Lee, Jordan")).toBe('"Lee, Jordan"');
    expect(csvCell('Jordan "JJ" Lee')).toBe('"Jordan ""JJ"" Lee"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  test("a leading = + - @ tab or carriage return is neutralised with a quote mark", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 254 555 0142")).toBe("'+1 254 555 0142");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("registrationsCsv", () => {
  test("has SPEC's columns and one row per registration, read back cell by cell", () => {
    const text = registrationsCsv([
      {
        customerName: '=cmd|" /C calc"!A0',
        customerEmail: "jo@example.org",
        customerPhone: "+1 (254) 555-0100",
        ticketTypeName: "Table, for two",
        quantity: 2,
        totalCents: 28000,
        status: "active",
        registeredAt: "2026-07-04T23:30:00.000Z",
        guests: [
          { guestName: "Lee, Jordan", dietary: "Vegan" },
          { guestName: 'Sam "Sky"\nRivera', accessibility: "Wheelchair" },
          { guestName: "@Pat", dietary: "  " },
        ],
        reference: "1A2B3C4D",
        checkIns: [{ name: "Lee, Jordan", at: "2026-07-05T00:04:00.000Z" }],
        refundedCents: 14000,
        refundedUnits: 1,
      },
      {
        customerName: "Ann",
        customerEmail: "ann@example.org",
        customerPhone: null,
        ticketTypeName: "General",
        quantity: 1,
        totalCents: 0,
        status: "cancelled",
        registeredAt: new Date("2026-01-02T15:04:00Z"),
        guests: [],
      },
    ]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      [
        "Customer Name",
        "Email",
        "Phone",
        "Ticket Type",
        "Quantity",
        "Total Amount",
        "Status",
        "Registration Date",
        "Guests",
        "Reference",
        "Dietary Needs",
        "Accessibility Needs",
        "Checked In",
        "Check-in Times",
        "Refunded Amount",
        "Net Amount",
        "Tickets Refunded",
      ],
      [
        '\'=cmd|" /C calc"!A0',
        "jo@example.org",
        "'+1 (254) 555-0100",
        "Table, for two",
        "2",
        "280.00",
        "active",
        "Jul 4, 2026, 6:30 PM",
        'Lee, Jordan; Sam "Sky"\nRivera; @Pat',
        "1A2B3C4D",
        "Lee, Jordan: Vegan",
        'Sam "Sky"\nRivera: Wheelchair',
        "1",
        "Lee, Jordan: Jul 4, 2026, 7:04 PM",
        "140.00",
        "140.00",
        "1",
      ],
      [
        "Ann",
        "ann@example.org",
        "",
        "General",
        "1",
        "0.00",
        "cancelled",
        "Jan 2, 2026, 9:04 AM",
        "",
        "",
        "",
        "",
        "0",
        "",
        "0.00",
        "0.00",
        "0",
      ],
    ]);
  });

  test("an empty list still has the header row", () => {
    expect(toCsv(["A", "B"], [])).toBe("\uFEFFA,B\r\n");
  });

  test("the file is named after the event", () => {
    expect(registrationCsvFileName("abc")).toBe("event-registrations-abc.csv");
  });
});
