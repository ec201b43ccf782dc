import { z } from "zod";
import {
  ANALYTICS_EVENTS,
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PATH_LENGTH,
  ANALYTICS_MAX_PROPERTIES,
  ANALYTICS_MAX_PROPERTY_KEY_LENGTH,
  ANALYTICS_MAX_PROPERTY_VALUE_LENGTH,
} from "./analytics-events";

const PropertyValue = z.union([z.string().max(ANALYTICS_MAX_PROPERTY_VALUE_LENGTH), z.number(), z.boolean(), z.null()]);

export const AnalyticsProperties = z
  .record(z.string().min(1).max(ANALYTICS_MAX_PROPERTY_KEY_LENGTH), PropertyValue)
  .refine((properties) => Object.keys(properties).length <= ANALYTICS_MAX_PROPERTIES, {
    message: `At most ${ANALYTICS_MAX_PROPERTIES} properties per event`,
  });
export type AnalyticsProperties = z.infer<typeof AnalyticsProperties>;

/** One event as the browser sends it; the user is never part of the input (the session says who). */
export const TrackEventInput = z
  .object({
    name: z.enum(ANALYTICS_EVENTS),
    path: z.string().max(ANALYTICS_MAX_PATH_LENGTH).optional(),
    properties: AnalyticsProperties.optional(),
    occurredAt: z.date().optional(),
  })
  .refine((event) => event.name !== "Page View" || event.path !== undefined, {
    message: "A page view needs the path",
    path: ["path"],
  });
export type TrackEventInput = z.input<typeof TrackEventInput>;

export const TrackInput = z.object({
  events: z.array(TrackEventInput).min(1).max(ANALYTICS_MAX_EVENTS_PER_BATCH),
});
export type TrackInput = z.input<typeof TrackInput>;

/** Parsed forms, as services receive them. */
export type TrackEventData = z.output<typeof TrackEventInput>;
export type TrackData = z.output<typeof TrackInput>;
