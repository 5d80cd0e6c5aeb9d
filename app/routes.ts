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
  route("contact", "routes/contact.tsx"),
  route("donate", "routes/donate.tsx"),
  route("donate/success", "routes/donate-success.tsx"),
  route("donate/cancel", "routes/donate-cancel.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("fundraisers", "routes/admin/fundraisers.tsx"),
    route("events", "routes/admin/events.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    // Beyond SPEC (issue 7): gifts, e-mail outbox, audit log.
    route("donations", "routes/admin/donations.tsx"),
    route("donations/export", "routes/admin/donations-export.ts"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("activity", "routes/admin/activity.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
