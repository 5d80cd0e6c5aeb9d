// Site identity in one place (DESIGN "Runtime contract"): another organisation
// adopts the site by editing this file. Defaults follow SPEC §1, §2 and §9.
export const site = {
  name: "Homefront",
  tagline: "Supporting those who serve",
  blurb:
    "Homefront is a non-profit ministry supporting military members on active duty and honouring veterans through care packages, prayer, community events and outreach.",
  legalName: "Homefront Ministries",
  ein: "00-0000000",
  email: "info@homefront.org",
  phone: "(254) 555-0142",
  address: { street: "120 Liberty Lane", city: "Killeen", region: "TX", postalCode: "76541" },
  social: { label: "Facebook", url: "https://www.facebook.com/" },
  // Dates and times are shown in the organisation's own time zone, on the
  // server and in the browser alike (so server-rendered pages hydrate cleanly).
  timeZone: "America/Chicago",
  copyright: "© 2024 Organization. All rights reserved.",
  officeHours: [
    { days: "Mon-Fri", hours: "9-5" },
    { days: "Sat", hours: "10-2" },
    { days: "Sun", hours: "Closed" },
  ],
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
  programs: [
    "Care Package Drives",
    "Community Prayer Groups",
    "Veteran Recognition Events",
    "Military Family Support",
  ],
} as const;

export type Site = typeof site;
