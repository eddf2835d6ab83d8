CREATE TABLE "app_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"schema_level" integer NOT NULL,
	"min_compatible_level" integer NOT NULL,
	"host" text,
	"pid" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
