/**
 * The logo preloader of docs/product.md, Page transitions exists but is switched off, so it never shows. This
 * one flag switches it on.
 */
export const PRELOADER_ENABLED = false;

/**
 * docs/product.md, Constants: the logo starts to rotate after 1000 ms, the routed page replaces it at
 * 1850 ms.
 */
export const PRELOADER_ROTATE_AFTER_MS = 1000;
export const PRELOADER_DONE_AFTER_MS = 1850;
/** docs/product.md, Constants: one turn of the logo takes 1500 ms. */
export const PRELOADER_ROTATE_DURATION_MS = 1500;
