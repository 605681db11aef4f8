/** The seeded accounts the tests sign in with (tests/api-double/README.md#accounts-seeded). */
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' }
export const OTHER_TEAM = { email: 'other@example.com', password: 'Other1234' }
