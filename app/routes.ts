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
  route("contact", "routes/contact.tsx"),
  route("donate", "routes/donate.tsx"),
  route("donate/success", "routes/donate-success.tsx"),
  route("donate/cancel", "routes/donate-cancel.tsx"),
  route("donate/manage/:token", "routes/donate-manage.tsx"),
  route("checkout/demo/:sessionId", "routes/demo-checkout.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("fundraisers", "routes/admin/fundraisers.tsx"),
    route("events", "routes/admin/events.tsx"),
    route("messages", "routes/admin/messages.tsx"),
  ]),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
