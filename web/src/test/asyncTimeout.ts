import { configure } from '@testing-library/react';

/**
 * findBy and waitFor wait for a state, never for a time; their default of 1 s made a slow machine fail a
 * right screen. The wait is a hang-catcher, like the test timeout in vitest.config.ts.
 */
configure({ asyncUtilTimeout: 30_000 });
