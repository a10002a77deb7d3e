export const home = {
  'home.title': 'Home',
  'home.intro': 'An 18-hole links course in the dunes of the Belgian coast.',
} as const;
