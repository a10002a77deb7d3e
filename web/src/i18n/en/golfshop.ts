export const golfshop = {
  'golfshop.brandsLabel': 'Brands in the shop',
  'golfshop.brandsNote': 'The brand names shown are samples.',
  'golfshop.address': 'Address',
} as const;
