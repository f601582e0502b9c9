CREATE TABLE "return_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"return_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_photos_type_check" CHECK ("return_photos"."content_type" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"order_id" bigint,
	"order_reference" text NOT NULL,
	"order_awb" text,
	"order_delivered_at" timestamp with time zone,
	"test_mode" boolean DEFAULT false NOT NULL,
	"cash_on_delivery" boolean DEFAULT false NOT NULL,
	"refund_iban" text,
	"contact" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"drop_off_method" text NOT NULL,
	"carrier_id" integer,
	"statement" jsonb NOT NULL,
	"statement_id" text NOT NULL,
	"stated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refusal_reason" text,
	"access_token_hash" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_statement_id_unique" UNIQUE("statement_id"),
	CONSTRAINT "return_requests_status_check" CHECK ("return_requests"."status" in ('requested', 'approved', 'refused', 'label_issued', 'in_transit', 'received', 'refunded', 'closed')),
	CONSTRAINT "return_requests_drop_off_check" CHECK ("return_requests"."drop_off_method" in ('locker', 'office', 'courier'))
);
--> statement-breakpoint
CREATE TABLE "return_settings" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"public_name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"logo_updated_at" timestamp with time zone,
	"window_days" integer DEFAULT 14 NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"reasons" jsonb NOT NULL,
	"return_address_id" bigint,
	"drop_off_methods" jsonb NOT NULL,
	"carrier_ids" jsonb NOT NULL,
	"payer" text DEFAULT 'customer' NOT NULL,
	"payer_limit_bani" integer,
	"approval" text DEFAULT 'manual' NOT NULL,
	"accept_external_orders" boolean DEFAULT false NOT NULL,
	"notify_shop" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_settings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "return_settings_window_check" CHECK ("return_settings"."window_days" >= 14 and "return_settings"."window_days" <= 365),
	CONSTRAINT "return_settings_payer_check" CHECK ("return_settings"."payer" in ('shop', 'customer', 'shop_up_to') and ("return_settings"."payer" <> 'shop_up_to' or "return_settings"."payer_limit_bani" > 0)),
	CONSTRAINT "return_settings_approval_check" CHECK ("return_settings"."approval" in ('automatic', 'manual')),
	CONSTRAINT "return_settings_logo_check" CHECK (("return_settings"."logo" is null) = ("return_settings"."logo_type" is null))
);
--> statement-breakpoint
CREATE TABLE "return_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"return_id" bigint NOT NULL,
	"customer_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_settings" ADD CONSTRAINT "return_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_settings" ADD CONSTRAINT "return_settings_return_address_id_addresses_id_fk" FOREIGN KEY ("return_address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD CONSTRAINT "return_status_history_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_history" ADD CONSTRAINT "return_status_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_status_idx" ON "return_requests" USING btree ("customer_id","status","id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_created_idx" ON "return_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_active_unique" ON "return_requests" USING btree ("customer_id",lower("order_reference")) WHERE "return_requests"."status" in ('requested', 'approved', 'label_issued', 'in_transit', 'received');--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_settings_directory_idx" ON "return_settings" USING btree ("search_name") WHERE "return_settings"."enabled";--> statement-breakpoint
CREATE INDEX "return_status_history_return_idx" ON "return_status_history" USING btree ("return_id","id");--> statement-breakpoint
CREATE INDEX "orders_shop_reference_idx" ON "orders" USING btree ("customer_id",("price_request" -> 'extra' ->> 'internal_identifier'));