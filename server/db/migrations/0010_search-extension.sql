-- docs/decisions/025-search-indexes.md: the back office's "contains" searches
-- use trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13 and
-- later), so the app's own database owner may create it; PGlite loads it at
-- open (server/db/client.ts openPglite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
