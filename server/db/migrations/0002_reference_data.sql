CREATE TABLE "counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"county_code" text NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	CONSTRAINT "counties_country_county_code_unique" UNIQUE("country_code","county_code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"fixed_location_type" text NOT NULL,
	"siruta" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"schedule" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"allows_drop_off" boolean NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"box_sizes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"siruta" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"country_code" text NOT NULL,
	"county_code" text NOT NULL,
	"type" text NOT NULL,
	"parent" text NOT NULL,
	"parent_siruta" integer NOT NULL,
	"parent_type" text NOT NULL,
	"postal_code" text NOT NULL,
	CONSTRAINT "localities_type_check" CHECK ("localities"."type" in ('municipiu', 'oras', 'componenta', 'sat', 'sector'))
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"siruta" integer NOT NULL,
	"postal_code" text NOT NULL,
	CONSTRAINT "postal_codes_siruta_postal_code_pk" PRIMARY KEY("siruta","postal_code")
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"dataset" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" integer PRIMARY KEY NOT NULL,
	"siruta" integer NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"postal_code" text
);
--> statement-breakpoint
CREATE INDEX "fixed_locations_locality_carrier_idx" ON "fixed_locations" USING btree ("siruta","carrier_id");--> statement-breakpoint
CREATE INDEX "fixed_locations_carrier_idx" ON "fixed_locations" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "localities_county_idx" ON "localities" USING btree ("country_code","county_code");--> statement-breakpoint
CREATE INDEX "localities_name_search_idx" ON "localities" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "postal_codes_code_idx" ON "postal_codes" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "streets_locality_name_idx" ON "streets" USING btree ("siruta","name_search" text_pattern_ops);