import { describe, expect, test } from "vitest";
import { yearInZone } from "./domain/zoned-time";
import { copyrightLine as lineFor, defaultSiteSettings, donateFigures } from "./site";

const site = { ...defaultSiteSettings, timeZone: "America/Chicago" };
/** The line as the root loader has it made: this year in the organization's zone at `at`. */
const copyrightLine = (settings: typeof site, at = new Date()) =>
  lineFor(settings, yearInZone(at, settings.timeZone));

describe("the footer's copyright line", () => {
  test("names this year in the organization's time zone and the legal name from the settings", () => {
    expect(copyrightLine(site, new Date("2027-03-10T12:00:00Z"))).toBe(
      "© 2027 Homefront Ministries. All rights reserved.",
    );
    expect(
      copyrightLine(
        { ...site, legalName: "Friends of Fort Hood, Inc." },
        new Date("2030-07-01T12:00:00Z"),
      ),
    ).toBe("© 2030 Friends of Fort Hood, Inc. All rights reserved.");
  });

  test("the year turns at midnight where the organization is, not in UTC", () => {
    // 03:00 UTC on January 1 is still New Year's Eve in Chicago, already New Year's Day in London.
    const newYearUtc = new Date("2027-01-01T03:00:00Z");
    expect(copyrightLine(site, newYearUtc)).toContain("© 2026 ");
    expect(copyrightLine({ ...site, timeZone: "Europe/London" }, newYearUtc)).toContain("© 2027 ");
  });

  test("a line the owner wrote keeps its words and fills in {year}, {legalName} and {name}", () => {
    const custom = { ...site, copyright: "Copyright {year} {name} ({legalName})" };
    expect(copyrightLine(custom, new Date("2028-06-01T12:00:00Z"))).toBe(
      "Copyright 2028 Homefront (Homefront Ministries)",
    );
    expect(copyrightLine({ ...site, copyright: "All content shared freely" })).toBe(
      "All content shared freely",
    );
  });

  test("settings saved with the old fixed 2024 line get the current year instead", () => {
    const old = { ...site, copyright: "© 2024 Organization. All rights reserved." };
    expect(copyrightLine(old, new Date("2026-11-25T12:00:00Z"))).toBe(
      "© 2026 Homefront Ministries. All rights reserved.",
    );
  });
});

describe("donateFigures", () => {
  const live = { raisedThisYearCents: 3_125_049, donorsThisYear: 1_204, activeFundraisers: 3 };

  test("the defaults are filled from the records: whole dollars, counts with separators", () => {
    expect(donateFigures(defaultSiteSettings, live)).toEqual([
      { value: "50+", label: "Lives Impacted" },
      { value: "$31,250", label: "Raised This Year" },
      { value: "1,204", label: "Donors This Year" },
      { value: "3", label: "Active Fundraisers" },
    ]);
  });

  test("settings still holding SPEC's fixed figures get the live defaults; typed figures stay as typed", () => {
    const legacy = [
      { value: "50+", label: "Lives Impacted" },
      { value: "$25K+", label: "Raised This Year" },
      { value: "100+", label: "Donors" },
      { value: "15", label: "Active Projects" },
    ];
    expect(donateFigures({ donateImpact: legacy }, live).map((f) => f.value)).toEqual([
      "50+",
      "$31,250",
      "1,204",
      "3",
    ]);
    const typed = [
      { value: "$40K+", label: "Raised Since 2015" },
      { value: "{donorsThisYear}+", label: "Friends" },
    ];
    expect(donateFigures({ donateImpact: typed }, live)).toEqual([
      { value: "$40K+", label: "Raised Since 2015" },
      { value: "1,204+", label: "Friends" },
    ]);
  });

  test("a year whose refunds outweigh its gifts shows $0, never a negative sum", () => {
    expect(
      donateFigures(defaultSiteSettings, { ...live, raisedThisYearCents: -500 })[1]!.value,
    ).toBe("$0");
  });
});
