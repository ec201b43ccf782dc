/** `npm run access-matrix`: writes docs/access-matrix.md from the tRPC router and the REST table. */
import { writeFileSync } from "node:fs";
import { ACCESS_MATRIX_FILE, renderAccessMatrix } from "../src/access-matrix-markdown";

writeFileSync(ACCESS_MATRIX_FILE, await renderAccessMatrix());
console.log(`Wrote ${ACCESS_MATRIX_FILE}`);
