/**
 * How long a browser may reuse a content or notification answer without asking again. Short, because
 * staff changes must show within seconds; an open page told of a change over /live revalidates at once.
 */
export const CONTENT_MAX_AGE_SECONDS = 10;
