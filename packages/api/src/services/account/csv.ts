/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ""
      : value instanceof Date
        ? value.toISOString()
        : Array.isArray(value)
          ? value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("; ")
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value);
  // A leading =, +, - or @ would be a formula to a spreadsheet: a quote before it keeps it text.
  const safe = typeof value === "string" && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV document: the header row, then one row per record, CRLF line ends, as spreadsheets expect. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}
