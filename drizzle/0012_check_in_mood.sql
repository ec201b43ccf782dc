ALTER TABLE "daily_checkins" ALTER COLUMN "mood" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "daily_checkins" ALTER COLUMN "mood" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD COLUMN "mood_text" text;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD CONSTRAINT "daily_checkins_one_mood" CHECK (("daily_checkins"."mood" is null) <> ("daily_checkins"."mood_text" is null));