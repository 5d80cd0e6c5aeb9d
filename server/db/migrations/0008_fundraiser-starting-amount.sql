ALTER TABLE "fundraisers" ADD COLUMN "starting_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data backfill (hand-written, docs/decisions/021-figures.md): the starting amount is what the
-- raised amount holds beyond the fundraiser's net completed gifts, floored at 0; raised is then
-- starting + net gifts, which leaves it unchanged unless it was below its own gifts.
WITH gifts AS (
	SELECT "fundraiser_id", sum("amount_cents" - "refunded_cents") AS net_cents
	FROM "donations"
	WHERE "status" = 'completed' AND "fundraiser_id" IS NOT NULL
	GROUP BY "fundraiser_id"
)
UPDATE "fundraisers" f
SET "starting_cents" = greatest(f."raised_cents" - coalesce(g.net_cents, 0), 0),
	"raised_cents" = greatest(f."raised_cents" - coalesce(g.net_cents, 0), 0) + coalesce(g.net_cents, 0)
FROM "fundraisers" f2
LEFT JOIN gifts g ON g."fundraiser_id" = f2."id"
WHERE f2."id" = f."id";
