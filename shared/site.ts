// SPEC's values for the organisation's settings (SPEC §1, §2, §9): what every
// page, e-mail and receipt shows until an owner saves /admin/settings (DESIGN
// "Runtime contract"). Read the stored settings through getSiteSettings on the
// server and useSite() in components, never this constant.
import type { SiteSettings } from "./schemas/settings";
import { DEFAULT_TIME_ZONE } from "./domain/time-zone";
import { formatCentsWhole } from "./domain/money";

export const defaultSiteSettings: SiteSettings = {
  name: "Homefront",
  legalName: "Homefront Ministries",
  ein: "00-0000000",
  logoUrl: "",
  timeZone: DEFAULT_TIME_ZONE,
  email: "info@homefront.org",
  phone: "(254) 555-0142",
  address: { street: "120 Liberty Lane", city: "Killeen", region: "TX", postalCode: "76541" },
  social: [{ label: "Facebook", url: "https://www.facebook.com/" }],
  officeHours: [
    { days: "Mon-Fri", hours: "9-5" },
    { days: "Sat", hours: "10-2" },
    { days: "Sun", hours: "Closed" },
  ],
  tagline: "Supporting those who serve",
  blurb:
    "Homefront is a non-profit ministry supporting military members on active duty and honoring veterans through care packages, prayer, community events and outreach.",
  heroHeadline: "Honoring Those Who Serve and the Families Who Wait",
  heroText:
    "Care packages, prayer and community for military members on active duty, their families, and the veterans who came before them.",
  missionIntro:
    "We remind every service member that they are not forgotten. Through care packages, prayer, community events and outreach, our community turns gratitude into real support.",
  mission:
    "To support military members on active duty and honor veterans through care packages, prayer, community events and outreach, turning a grateful community into practical care.",
  vision:
    "A community where no service member feels forgotten, no military family carries its burdens alone, and every veteran is honored for the sacrifice they made.",
  aboutIntro:
    "Homefront began with a dozen care packages packed around a kitchen table. Today it is a community of volunteers standing with military members, their families and our veterans.",
  programs: [
    {
      title: "Care Package Drives",
      text: "Volunteers pack and ship boxes of snacks, toiletries and handwritten letters to service members deployed far from home.",
    },
    {
      title: "Community Prayer Groups",
      text: "Weekly groups gather to pray for deployed service members, for their families, and for those who have come home.",
    },
    {
      title: "Veteran Recognition Events",
      text: "Breakfasts, ceremonies and galas that thank our veterans in front of the community they served.",
    },
    {
      title: "Military Family Support",
      text: "Meals, rides, childcare and emergency help for the spouses and children who serve at home.",
    },
  ],
  // The footer fills in {year} (this year in the organization's time zone) and {legalName}
  // / {name} (copyrightLine below), so the line never goes stale (docs/decisions/022-us-english.md).
  copyright: "© {year} {legalName}. All rights reserved.",
  impact: [
    { value: "5000+", label: "Care Packages Sent" },
    { value: "100+", label: "Military Families Supported" },
    { value: "25+", label: "Veterans Honored" },
    { value: "10+", label: "Years of Service" },
  ],
  // {raisedThisYear}, {donorsThisYear} and {activeFundraisers} are filled from the records
  // (donateFigures below), so the donate page agrees with the dashboard and the fundraisers.
  donateImpact: [
    { value: "50+", label: "Lives Impacted" },
    { value: "{raisedThisYear}", label: "Raised This Year" },
    { value: "{donorsThisYear}", label: "Donors This Year" },
    { value: "{activeFundraisers}", label: "Active Fundraisers" },
  ],
  receiptThanks: "Thank you for your gift. Please keep this receipt for your records.",
};

/** What the footer showed before the copyright line filled in its year (SPEC §2's "2024 Organization"). */
const LEGACY_COPYRIGHT = "© 2024 Organization. All rights reserved.";

/** SPEC §2's fixed donate figures, the defaults before they were filled from the records. */
const LEGACY_DONATE_IMPACT = [
  { value: "50+", label: "Lives Impacted" },
  { value: "$25K+", label: "Raised This Year" },
  { value: "100+", label: "Donors" },
  { value: "15", label: "Active Projects" },
];

/** What the donate page's figures may name, counted from the records (docs/figures.md). */
export type LiveFigures = {
  raisedThisYearCents: number;
  donorsThisYear: number;
  activeFundraisers: number;
};

const count = new Intl.NumberFormat("en-US");

/**
 * The donate page's 'Your Impact' figures: {raisedThisYear} is the dashboard's
 * "Raised this year" (net, this calendar year in the organization's time zone),
 * {donorsThisYear} the people who gave this year, {activeFundraisers} the active
 * fundraisers listed beside it. A figure typed without a placeholder is shown as
 * typed; settings still holding SPEC's fixed figures get the live default
 * (docs/decisions/022-us-english.md, "figures").
 */
export function donateFigures(site: Pick<SiteSettings, "donateImpact">, live: LiveFigures) {
  const legacy =
    site.donateImpact.length === LEGACY_DONATE_IMPACT.length &&
    site.donateImpact.every(
      (f, i) =>
        f.value === LEGACY_DONATE_IMPACT[i]!.value && f.label === LEGACY_DONATE_IMPACT[i]!.label,
    );
  const figures = legacy ? defaultSiteSettings.donateImpact : site.donateImpact;
  return figures.map((figure) => ({
    label: figure.label,
    value: figure.value
      .replaceAll("{raisedThisYear}", formatCentsWhole(Math.max(0, live.raisedThisYearCents)))
      .replaceAll("{donorsThisYear}", count.format(live.donorsThisYear))
      .replaceAll("{activeFundraisers}", count.format(live.activeFundraisers)),
  }));
}

/**
 * The footer's copyright line from the settings: {year} becomes `year` (this
 * year in the organization's time zone, which the root loader works out on the
 * server: app/lib/root-data.ts), {legalName} the legal name (else the name) and
 * {name} the name. A settings document still holding the old fixed line gets
 * the default, so no site keeps saying 2024 (docs/decisions/022-us-english.md).
 */
export function copyrightLine(
  site: Pick<SiteSettings, "copyright" | "legalName" | "name">,
  year: number,
): string {
  const template =
    site.copyright.trim() === LEGACY_COPYRIGHT ? defaultSiteSettings.copyright : site.copyright;
  const holder = site.legalName.trim() || site.name;
  // "Homefront, Inc." before the line's own period must not read "Inc.."
  const fill = (value: string) => (_: string, period: string) =>
    value + (period && !value.endsWith(".") ? period : "");
  return template
    .replaceAll("{year}", String(year))
    .replace(/\{legalName\}(\.?)/g, fill(holder))
    .replace(/\{name\}(\.?)/g, fill(site.name));
}
