export { createUser, TEST_PASSWORD, TEST_PASSWORD_HASH, uniqueEmail } from "./factories";
export { createTestDatabase, dropTemplateDatabase, prepareTemplateDatabase, type TestDatabase } from "./test-database";
export { useTestDatabase } from "./use-test-database";
