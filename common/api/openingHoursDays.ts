/**
 * The pages state today and the six days after it (the days their query asks for). Without zod, for the
 * pages' first JavaScript: the home page's structured data names the week's hours.
 */
export const OPENING_HOURS_PAGE_DAYS = 7;
