import { options } from 'preact';

/**
 * Preact runs effects after the next animation frame; React runs them before it handles the next event.
 * jsdom paints no frames (its requestAnimationFrame is a 16 ms timer), so a test that clicks as soon as a
 * screen appears would click before its effects subscribed (to a mutation, a focus move), which no person
 * and no Playwright click (it waits for two frames) can do. Here effects run on the next task instead,
 * before Testing Library's findBy and waitFor return.
 */
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);
