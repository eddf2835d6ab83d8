ALTER TABLE "return_status_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_status_counts" DROP CONSTRAINT "return_status_counts_merchant_id_status_pk";--> statement-breakpoint
ALTER TABLE "return_status_counts" ADD CONSTRAINT "return_status_counts_merchant_id_status_shard_pk" PRIMARY KEY("merchant_id","status","shard");
