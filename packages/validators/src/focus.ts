/** Each kind of Focus record (breathwork session, relaxation session, grid attempt) a user may save per 24 hours. */
export const FOCUS_RECORDS_PER_DAY = 500;
