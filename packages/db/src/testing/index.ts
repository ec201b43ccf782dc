export { chooseTestDatabase, dockerAnswers } from "./database-choice";
export { createUser, TEST_PASSWORD, TEST_PASSWORD_HASH, uniqueEmail } from "./factories";
export { samplePerformanceJournal, sampleWeeklyJournal } from "./journal-samples";
export {
  sampleOnboardingAnswers,
  sampleSingleAnswers,
  sampleSingleAnswersAsLists,
  sampleSingleAnswersSaved,
} from "./onboarding-samples";
export { startTcpProxy, type TcpProxy } from "./tcp-proxy";
export {
  createTestDatabase,
  dropTemplateDatabase,
  PGLITE_TEMPLATE_VARIABLE,
  preparePgliteTemplate,
  prepareTemplateDatabase,
  type TestDatabase,
} from "./test-database";
export { useTestDatabase } from "./use-test-database";
