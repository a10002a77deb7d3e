export const golfshop = {
  'golfshop.brandsLabel': 'Brands in the shop',
  'golfshop.brandsNote': 'The brand names shown are samples.',
  'golfshop.address': 'Address',
  'brands.category.clubs': 'Clubs',
  'brands.category.knitwear': 'Knitwear',
  'brands.category.rainwear': 'Rainwear',
  'brands.category.balls': 'Balls',
  'brands.category.shoes': 'Shoes',
  'brands.category.gloves': 'Gloves and bags',
} as const;
