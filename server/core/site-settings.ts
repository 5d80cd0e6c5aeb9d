// The organisation's settings (DESIGN "Runtime contract": edited at /admin/settings;
// shared/site.ts holds SPEC's defaults for an empty database). One JSON document in
// `site_settings` row 1, checked by shared/schemas/settings.ts.
// Read on every page (the root loader), so it is kept in memory per database and
// dropped on every committed write to a watched table (server/db/content-changes.ts),
// which tells every instance, before the writer's own commit resolves.
import { eq, sql } from "drizzle-orm";
import type { AppServices } from "../context";
import type { Database, DbOrTx } from "../db/client";
import { siteSettings } from "../db/schema";
import { validationError } from "../errors";
import { defaultSiteSettings } from "../../shared/site";
import { setOrganisationTimeZone } from "../../shared/domain/time-zone";
import {
  settingsShape,
  siteSettingsSchema,
  type SiteSettings as StoredSettings,
} from "../../shared/schemas/settings";
import { recordAudit, type Actor } from "./audit";
import { removeStoredImages } from "../storage/images";

export type SiteSettings = StoredSettings;

const SETTINGS_ID = 1;

type Cached = { value: Promise<SiteSettings> | null; settled: SiteSettings | null };
const caches = new WeakMap<Database, Cached>();

/**
 * Stored values over the defaults, field by field: a field missing from the
 * document, or no longer valid under today's schema, falls back to its default,
 * so a settings document written by an older version never breaks a page.
 */
export function mergeSettings(stored: Record<string, unknown> | null | undefined): SiteSettings {
  const merged: Record<string, unknown> = { ...defaultSiteSettings };
  if (stored) {
    for (const key of Object.keys(settingsShape) as (keyof typeof settingsShape)[]) {
      if (!(key in stored)) continue;
      const parsed = settingsShape[key].safeParse(stored[key]);
      if (parsed.success) merged[key] = parsed.data;
    }
  }
  return merged as SiteSettings;
}

async function readSettings(db: DbOrTx): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.id, SETTINGS_ID));
  return mergeSettings(row?.value);
}

/** The settings every page, e-mail and receipt reads (cached; see the top of this file). */
export async function getSiteSettings(services: {
  /** The database, or the transaction under way (a PGlite transaction holds the only connection). */
  db: DbOrTx;
  database: Database;
}): Promise<SiteSettings> {
  let cached = caches.get(services.database);
  if (!cached) {
    const entry: Cached = { value: null, settled: null };
    services.database.onContentChange(() => {
      entry.value = null;
      entry.settled = null;
    });
    caches.set(services.database, entry);
    cached = entry;
  }
  if (services.db !== services.database.db) {
    // Inside a transaction: never wait on a read queued behind it (PGlite's one
    // connection is the transaction's until it ends, so that would never finish),
    // and never share what it sees (it may roll back).
    return cached.settled ?? readSettings(services.db);
  }
  if (!cached.value) {
    const entry = cached;
    const reading = readSettings(services.db).then((settings) => {
      setOrganisationTimeZone(settings.timeZone);
      if (entry.value === reading) entry.settled = settings;
      return settings;
    });
    entry.value = reading;
    // A failed read is not kept: the next caller tries again.
    reading.catch(() => {
      if (entry.value === reading) entry.value = null;
    });
  }
  return cached.value!;
}

/**
 * Saves the whole settings document (the form sends every field). Invalid input
 * is refused with every issue by field path and nothing is written. The audit
 * entry keeps only the fields that changed. A logo no longer used is deleted
 * after the change commits (docs/decisions/005-image-uploads.md).
 */
export async function updateSiteSettings(
  services: Pick<AppServices, "db" | "database" | "files" | "log">,
  actor: Actor,
  input: unknown,
): Promise<SiteSettings> {
  const parsed = siteSettingsSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  const next = parsed.data;
  const before = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.id, SETTINGS_ID))
      .for("update");
    const current = mergeSettings(row?.value);
    // The actor's account may be gone (or, in tests, never existed): then nobody is named.
    const updatedBy = sql`(SELECT id FROM "user" WHERE id = ${actor.id})`;
    await tx
      .insert(siteSettings)
      .values({ id: SETTINGS_ID, value: next, updatedBy, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { value: next, updatedBy, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "site_settings",
      entityId: String(SETTINGS_ID),
      before: current,
      after: next,
    });
    return current;
  });
  if (before.logoUrl && before.logoUrl !== next.logoUrl) {
    await removeStoredImages(services, { urls: [before.logoUrl] });
  }
  return next;
}

/** The organisation as an e-mail sender ("Name <contact e-mail>"), used when MAIL_FROM is not set. */
export async function organisationSender(services: Parameters<typeof getSiteSettings>[0]) {
  const site = await getSiteSettings(services);
  return `${site.name} <${site.email}>`;
}
