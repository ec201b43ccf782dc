ALTER TABLE "mental_imagery_items" ADD COLUMN "audio_url" text;--> statement-breakpoint
ALTER TABLE "mental_imagery_items" ADD CONSTRAINT "mental_imagery_items_audio" CHECK (("mental_imagery_items"."file_id" is null or "mental_imagery_items"."audio_url" is null)
        and char_length(coalesce("mental_imagery_items"."audio_url", '')) <= 500);