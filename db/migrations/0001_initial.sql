CREATE SEQUENCE "public"."stock_unit_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"merchant_id" text,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"merchant_id" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" text,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_label" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deprecated_calls" (
	"merchant_id" text NOT NULL,
	"client_id" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_called_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deprecated_calls_merchant_id_client_id_method_route_day_pk" PRIMARY KEY("merchant_id","client_id","method","route","day")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"merchant_id" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"resource_id" text,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_merchant_id_operation_key_pk" PRIMARY KEY("merchant_id","operation","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "catalog_services" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"merchant_ids" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"postal_code" text,
	"city" text,
	"country_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_shipment_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"inbound_shipment_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbound_shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"invoiced" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"gtin" text,
	"name_translations" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"fulfillment_by" text,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"last_counted_quantity" integer,
	"last_counted_at" timestamp with time zone,
	"stock_discrepancy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"counted_quantity" integer NOT NULL,
	"on_hand_at_count" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"id" text PRIMARY KEY DEFAULT lpad(to_hex(nextval('stock_unit_seq')), 24, '0') NOT NULL,
	"merchant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"location" text NOT NULL,
	"best_before" date,
	"batch_number" text,
	"state" text NOT NULL,
	"order_id" text,
	"order_item_id" text,
	"inbound_shipment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "outbox_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"endpoint_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"ordering_key" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text NOT NULL,
	"response_status" integer,
	"error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"url" text NOT NULL,
	"event_types" text[] NOT NULL,
	"description" text,
	"secret_encrypted" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_sku" text NOT NULL,
	"product_name" text NOT NULL,
	"product_fulfillment_by" text,
	"product_components" jsonb,
	"fulfillment_by" text NOT NULL,
	"fulfillment_by_override" text,
	"quantity" numeric NOT NULL,
	"sales_info" jsonb,
	"additional_info" text,
	"best_before_date" date,
	"batch_numbers" text[],
	"extra_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"merchant_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_merchant_id_status_pk" PRIMARY KEY("merchant_id","status")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"our_id" text,
	"merchants_id" text,
	"status" text NOT NULL,
	"customer" jsonb NOT NULL,
	"process_lock" jsonb,
	"process_hold" jsonb,
	"no_earlier_than" timestamp with time zone,
	"no_after_than" timestamp with time zone,
	"language" text,
	"merchants_order_time" timestamp with time zone,
	"requested_delivery_method" jsonb,
	"requested_delivery_service" jsonb,
	"delivery_service" jsonb,
	"requested_pickup_point" jsonb,
	"pickup_point" jsonb,
	"extra_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymized" jsonb,
	"source" text DEFAULT 'api' NOT NULL,
	"source_return_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_return_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_return_id" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"quantity" numeric NOT NULL,
	"original_order_id" text,
	"decision_code" text,
	"restock_as_product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"name" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"original_order_id" text,
	"merchant_reference" text,
	"handling_instructions" text,
	"merchant_decision_code" text,
	"inbound_shipment_id" text,
	"warehouse_location_id" text,
	"resend_order_id" text,
	"tracking_codes" text[],
	"arrived_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_return_id" text NOT NULL,
	"file_id" text NOT NULL,
	"purpose" text NOT NULL,
	"remarks" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_return_id" text NOT NULL,
	"status" text NOT NULL,
	"tracking_code" text,
	"file_id" text,
	"error_code" text,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"order_return_id" text NOT NULL,
	"order_return_item_id" text,
	"service_id" text NOT NULL,
	"service_code" text,
	"quantity" numeric,
	"merchant_remarks" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_stamp" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_shipment_lines" ADD CONSTRAINT "inbound_shipment_lines_inbound_shipment_id_inbound_shipments_id_fk" FOREIGN KEY ("inbound_shipment_id") REFERENCES "public"."inbound_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_items" ADD CONSTRAINT "order_return_items_order_return_id_order_returns_id_fk" FOREIGN KEY ("order_return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_client_id_key" ON "api_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_clients_merchant_idx" ON "api_clients" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_merchant_idx" ON "users" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_services_code_key" ON "catalog_services" USING btree ("code");--> statement-breakpoint
CREATE INDEX "catalog_services_kind_idx" ON "catalog_services" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "pickup_points_code_idx" ON "pickup_points" USING btree ("code");--> statement-breakpoint
CREATE INDEX "inbound_shipment_lines_shipment_idx" ON "inbound_shipment_lines" USING btree ("inbound_shipment_id");--> statement-breakpoint
CREATE INDEX "inbound_shipments_merchant_idx" ON "inbound_shipments" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "incidents_product_idx" ON "incidents" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_sku_key" ON "products" USING btree ("merchant_id","sku");--> statement-breakpoint
CREATE INDEX "products_merchant_created_idx" ON "products" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_counts_product_idx" ON "stock_counts" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_units_product_idx" ON "stock_units" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_units_product_state_idx" ON "stock_units" USING btree ("product_id","state","id");--> statement-breakpoint
CREATE INDEX "stock_units_order_idx" ON "stock_units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbox_events_undispatched_idx" ON "outbox_events" USING btree ("dispatched_at","seq");--> statement-breakpoint
CREATE INDEX "outbox_events_merchant_idx" ON "outbox_events" USING btree ("merchant_id","seq");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id","endpoint_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_payload_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_merchant_idx" ON "webhook_endpoints" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_status_created_idx" ON "orders" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_merchant_merchants_id_idx" ON "orders" USING btree ("merchant_id","merchants_id");--> statement-breakpoint
CREATE INDEX "order_return_items_return_idx" ON "order_return_items" USING btree ("order_return_id","position");--> statement-breakpoint
CREATE INDEX "order_returns_merchant_created_idx" ON "order_returns" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_merchant_status_created_idx" ON "order_returns" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_returns_original_order_idx" ON "order_returns" USING btree ("original_order_id");--> statement-breakpoint
CREATE INDEX "order_returns_tracking_codes_idx" ON "order_returns" USING gin ("tracking_codes");--> statement-breakpoint
CREATE INDEX "return_attachments_return_idx" ON "return_attachments" USING btree ("order_return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_labels_return_idx" ON "return_labels" USING btree ("order_return_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_attachments_return_idx" ON "service_attachments" USING btree ("order_return_id");