CREATE TABLE "ai_audio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"script" text DEFAULT '' NOT NULL,
	"settings" jsonb NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_audio_items_texts" CHECK (char_length("ai_audio_items"."title") between 1 and 120
        and char_length("ai_audio_items"."script") <= 20000),
	CONSTRAINT "ai_audio_items_kind" CHECK ("ai_audio_items"."kind" in ('generated', 'recording', 'script'))
);
--> statement-breakpoint
CREATE TABLE "ai_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_seconds" real,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_files_values" CHECK ("ai_files"."origin" in ('generated', 'recording')
        and "ai_files"."size_bytes" >= 0
        and ("ai_files"."duration_seconds" is null or "ai_files"."duration_seconds" >= 0))
);
--> statement-breakpoint
CREATE TABLE "coach_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_conversations_messages" CHECK (jsonb_typeof("coach_conversations"."messages") = 'array'
        and jsonb_array_length("coach_conversations"."messages") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "mental_imagery_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"script" text NOT NULL,
	"settings" jsonb NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mental_imagery_items_texts" CHECK (char_length("mental_imagery_items"."title") between 1 and 120
        and char_length("mental_imagery_items"."script") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "ai_audio_items" ADD CONSTRAINT "ai_audio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_audio_items" ADD CONSTRAINT "ai_audio_items_file_id_ai_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ai_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_files" ADD CONSTRAINT "ai_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_conversations" ADD CONSTRAINT "coach_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mental_imagery_items" ADD CONSTRAINT "mental_imagery_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mental_imagery_items" ADD CONSTRAINT "mental_imagery_items_file_id_ai_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."ai_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_audio_items_user_id_idx" ON "ai_audio_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_audio_items_file_id_idx" ON "ai_audio_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "ai_files_user_id_idx" ON "ai_files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_files_storage_key_idx" ON "ai_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "ai_files_generated_created_at_idx" ON "ai_files" USING btree ("created_at") WHERE "ai_files"."origin" = 'generated';--> statement-breakpoint
CREATE INDEX "coach_conversations_user_id_idx" ON "coach_conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mental_imagery_items_user_id_idx" ON "mental_imagery_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mental_imagery_items_file_id_idx" ON "mental_imagery_items" USING btree ("file_id");