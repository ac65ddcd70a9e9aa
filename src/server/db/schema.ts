/**
 * Every table of the database, each defined in the schema file of the resource that owns it
 * (src/server/<resource>/schema.ts; drizzle.config.ts reads them all): this file only gathers the tables that
 * lived here before each resource owned its own, so code that names `db/schema` keeps working. New code imports a
 * table from its owner's schema file. Change a table there, then run `npm run db:generate` to write the next
 * committed SQL migration into ./migrations.
 */
export { users } from '../user/schema';
export { sessions, refreshTokens, verificationCodes, loginSessionKeys } from '../auth/schema';
export { characters } from '../character/schema';
export { attempts, lessonProgress, keyStats, keyStatsDaily, dailyTotals } from '../attempt/schema';
export { reportShares } from '../report/schema';
export { organizations, blogArticles, feedbackMessages } from '../open/schema';
export { customCourses } from '../custom-course/schema';
export { notebookEntries, notebookState } from '../notebook/schema';
export { serverSecrets } from '../shared/schema';
