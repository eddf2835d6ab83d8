-- migrate: no-transaction
CREATE INDEX CONCURRENTLY IF NOT EXISTS "return_labels_pending_idx" ON "return_labels" USING btree ("requested_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "shipments_documents_pending_idx" ON "shipments" USING btree ("shipped_at") WHERE documents_status = 'pending';
