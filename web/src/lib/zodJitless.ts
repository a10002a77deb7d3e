/**
 * zod tests once whether it may compile parsers with `new Function`. Our CSP forbids eval, and Chrome
 * reports that test as a CSP violation (an issue Lighthouse counts against Best Practices) even though
 * zod catches the error. Jitless mode skips the test. zod reads this global when it loads, so this module
 * is imported first, before any chunk that holds zod.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
