import { describe, expect, it } from "vitest";
import { isDroppedConnectionWrite } from "./driver-guard";

/** The error postgres.js 3.4.9 throws from nextWrite after a connection closed. */
function droppedWrite(): TypeError {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = `${error.name}: ${error.message}
    at Immediate.nextWrite (file:///app/node_modules/postgres/src/connection.js:255:22)
    at process.processImmediate (node:internal/timers:483:21)`;
  return error;
}

describe("isDroppedConnectionWrite", () => {
  it("recognises the driver's write to a closed connection", () => {
    expect(isDroppedConnectionWrite(droppedWrite())).toBe(true);
  });

  it("leaves every other error to end the process", () => {
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.name}: ${ours.message}\n    at save (file:///app/apps/server/dist/main.js:10:5)`;
    expect(isDroppedConnectionWrite(ours)).toBe(false);
    const other = droppedWrite();
    other.message = "Cannot read properties of null (reading 'end')";
    expect(isDroppedConnectionWrite(other)).toBe(false);
    expect(isDroppedConnectionWrite(new Error("boom"))).toBe(false);
    expect(isDroppedConnectionWrite("Cannot read properties of null (reading 'write')")).toBe(false);
  });
});
