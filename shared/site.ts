// SPEC's values for the organisation's settings (SPEC §1, §2, §9): what every
// page, e-mail and receipt shows until an owner saves /admin/settings (DESIGN
// "Runtime contract"). Read the stored settings through getSiteSettings on the
// server and useSite() in components, never this constant.
import type { SiteSettings } from "./schemas/settings";
import { DEFAULT_TIME_ZONE } from "./domain/time-zone";

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
    "Homefront is a non-profit ministry supporting military members on active duty and honouring veterans through care packages, prayer, community events and outreach.",
  heroHeadline: "Honouring Those Who Serve and the Families Who Wait",
  heroText:
    "Care packages, prayer and community for military members on active duty, their families, and the veterans who came before them.",
  missionIntro:
    "We remind every service member that they are not forgotten. Through care packages, prayer, community events and outreach, our community turns gratitude into real support.",
  mission:
    "To support military members on active duty and honour veterans through care packages, prayer, community events and outreach, turning a grateful community into practical care.",
  vision:
    "A community where no service member feels forgotten, no military family carries its burdens alone, and every veteran is honoured for the sacrifice they made.",
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
  copyright: "© 2024 Organization. All rights reserved.",
  impact: [
    { value: "5000+", label: "Care Packages Sent" },
    { value: "100+", label: "Military Families Supported" },
    { value: "25+", label: "Veterans Honoured" },
    { value: "10+", label: "Years of Service" },
  ],
  donateImpact: [
    { value: "50+", label: "Lives Impacted" },
    { value: "$25K+", label: "Raised This Year" },
    { value: "100+", label: "Donors" },
    { value: "15", label: "Active Projects" },
  ],
  receiptThanks: "Thank you for your gift. Please keep this receipt for your records.",
};
