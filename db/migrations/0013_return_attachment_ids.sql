-- Return attachment ids are chosen by the client and unique within their return (04 E4): the key is (return, id).
ALTER TABLE "service_attachments" DROP CONSTRAINT "service_attachments_pkey";--> statement-breakpoint
DROP INDEX "service_attachments_return_idx";--> statement-breakpoint
ALTER TABLE "service_attachments" ADD CONSTRAINT "service_attachments_order_return_id_id_pk" PRIMARY KEY("order_return_id","id");--> statement-breakpoint
ALTER TABLE "service_attachments" ADD COLUMN "parameters" jsonb;
