import { describe, expect, test } from "vitest";
import { formatDate, formatDateTime, formatLongDate, formatTime } from "./dates";

// 2026-12-12T00:30Z is still December 11 in the organisation's time zone (America/Chicago).
const instant = "2026-12-12T00:30:00.000Z";

describe("dates in the organisation's time zone", () => {
  test("the long date is US English with weekday, month, day and year", () => {
    expect(formatLongDate(instant)).toBe("Friday, December 11, 2026");
  });
  test("the short date, the time and the date-time agree with it", () => {
    expect(formatDate(instant)).toBe("December 11, 2026");
    expect(formatTime(instant)).toBe("6:30 PM");
    expect(formatDateTime(new Date(instant))).toBe("Dec 11, 2026, 6:30 PM");
  });
  test("summer dates follow daylight saving time", () => {
    expect(formatTime("2026-07-04T14:00:00.000Z")).toBe("9:00 AM");
  });
});
