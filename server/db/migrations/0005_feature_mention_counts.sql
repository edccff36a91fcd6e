ALTER TABLE "features" ADD COLUMN "total_mentions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "slack_mentions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "email_mentions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "first_mention_source" text;--> statement-breakpoint
CREATE INDEX "features_listed_rank_idx" ON "features" USING btree ("company_id","score" DESC NULLS LAST,"id") WHERE "features"."merged_into_id" is null;--> statement-breakpoint
-- Counts of the features stored before this migration; from now on every rescore keeps them.
UPDATE "features" AS f SET
  "total_mentions" = c.total,
  "slack_mentions" = c.slack,
  "email_mentions" = c.email,
  "first_mention_source" = c.first_source
FROM (
  SELECT coalesce(mf."merged_into_id", mf."id") AS owner_id,
    count(*)::int AS total,
    (count(*) FILTER (WHERE fb."source" = 'slack'))::int AS slack,
    (count(*) FILTER (WHERE fb."source" = 'email'))::int AS email,
    (array_agg(fb."source" ORDER BY fb."posted_at", fb."id"))[1] AS first_source
  FROM "mentions" m
  JOIN "features" mf ON mf."id" = m."feature_id"
  JOIN "feedback" fb ON fb."id" = m."feedback_id"
  WHERE m."unlinked_at" IS NULL
  GROUP BY 1
) AS c
WHERE f."id" = c.owner_id;
