CREATE TABLE "carrier_tracking_templates" (
	"carrier" text PRIMARY KEY NOT NULL,
	"tracking_url_template" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The carriers' public tracking pages as they were kept in code (server/outbound/carriers.ts); the operator edits them since.
INSERT INTO "carrier_tracking_templates" ("carrier", "tracking_url_template") VALUES
	('posti', 'https://www.posti.fi/en/tracking#/lahetys/{code}'),
	('postnord', 'https://tracking.postnord.com/en/?id={code}'),
	('dhl', 'https://www.dhl.com/fi-en/home/tracking.html?tracking-id={code}'),
	('matkahuolto', 'https://www.matkahuolto.fi/en/tracking?parcelNumber={code}'),
	('bring', 'https://tracking.bring.com/tracking/{code}'),
	('other', NULL)
ON CONFLICT ("carrier") DO NOTHING;
