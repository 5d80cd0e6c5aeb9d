import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2 route table.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("fundraisers", "routes/fundraisers.tsx"),
  route("events", "routes/events.tsx"),
  route("events/success", "routes/events-success.tsx"),
  route("events/cancel", "routes/events-cancel.tsx"),
  route("events/:id", "routes/event-detail.tsx"),
  route("events/:id/register", "routes/event-register.tsx"),
  route("events/:id/promo-code", "routes/event-promo-code.tsx"),
  route("contact", "routes/contact.tsx"),
  // The accessibility statement linked from the footer (docs/accessibility.md).
  route("accessibility", "routes/accessibility.tsx"),
  route("donate", "routes/donate.tsx"),
  route("donate/success", "routes/donate-success.tsx"),
  route("donate/cancel", "routes/donate-cancel.tsx"),
  route("donate/manage/:token", "routes/donate-manage.tsx"),
  route("checkout/demo/:sessionId", "routes/demo-checkout.tsx"),
  // docs/recurring-gifts.md "Demo": the demo provider's own "update card" page.
  route("checkout/demo/card/:subscriptionId", "routes/demo-card.tsx"),
  // Decision 017: the buyer's own registration page, the waitlist and its offers.
  route("registrations/:token", "routes/registration-manage.tsx"),
  route("registrations/:token/calendar.ics", "routes/registration-calendar.ts"),
  route("events/:id/waitlist", "routes/event-waitlist.tsx"),
  route("waitlist/:token", "routes/waitlist-offer.tsx"),
  // docs/statements.md: a supporter's year-end statement, asked for by e-mail, no login.
  route("statements", "routes/statements.tsx"),
  route("statements/:token", "routes/statement-link.tsx"),
  route("statements/:token/statement.pdf", "routes/statement-link-pdf.ts"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("fundraisers", "routes/admin/fundraisers.tsx"),
    route("events", "routes/admin/events.tsx"),
    route("events/:id/manage", "routes/admin/event-manage.tsx"),
    route("events/:id/ticket-types", "routes/admin/event-ticket-types.tsx"),
    route("events/:id/registrations", "routes/admin/event-registrations.tsx"),
    route("events/:id/registrations/export", "routes/admin/event-registrations-export.ts"),
    route("events/:id/door-list", "routes/admin/event-door-list.tsx"),
    route("events/:id/check-in", "routes/admin/event-check-in.tsx"),
    route("events/:id/gallery", "routes/admin/event-gallery.tsx"),
    route("events/:id/email", "routes/admin/event-email.tsx"),
    route("events/:id/waitlist", "routes/admin/event-waitlist.tsx"),
    route("events/:id/codes", "routes/admin/event-codes.tsx"),
    route("events/:id/ticket-types/:ticketTypeId/photos", "routes/admin/ticket-type-photos.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    // Beyond SPEC (README "Using Homefront"): gifts, e-mail outbox, audit log.
    route("donations", "routes/admin/donations.tsx"),
    route("donations/export", "routes/admin/donations-export.ts"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/export", "routes/admin/reports-export.ts"),
    // Decision 020: one record per person, their giving and history (docs/supporters.md).
    route("supporters", "routes/admin/supporters.tsx"),
    route("supporters/export", "routes/admin/supporters-export.ts"),
    route("supporters/:id", "routes/admin/supporter-detail.tsx"),
    route("donations/new", "routes/admin/donation-new.tsx"),
    route("receipts/:id/pdf", "routes/admin/receipt-pdf.ts"),
    // docs/recurring-gifts.md "Staff view".
    route("donations/recurring", "routes/admin/donations-recurring.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id/attachments/:index", "routes/admin/outbox-attachment.ts"),
    route("activity", "routes/admin/activity.tsx"),
    // docs/statements.md: year-end statements, sent in one run or one by one.
    route("statements", "routes/admin/statements.tsx"),
    route("statements/:year/:supporterId/pdf", "routes/admin/statement-pdf.ts"),
    // DESIGN "Staff and roles": staff, and the door volunteers' start page.
    route("staff", "routes/admin/staff.tsx"),
    route("door", "routes/admin/door.tsx"),
    // DESIGN "Runtime contract": the organisation's settings (owners only).
    route("settings", "routes/admin/settings.tsx"),
    route("settings/emails", "routes/admin/settings-emails.tsx"),
  ]),
  route("invitations/:token", "routes/invitation.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("check-in.webmanifest", "routes/check-in-webmanifest.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
