import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandsAnswer } from '../../../../../common/api/marks';
import { en } from '../../../i18n/en';
import { LanguageProvider } from '../../../lib/i18n';
import { testQueryClient } from '../../booking/test/fakeApi';
import { brandsQueryKey } from '../api/getBrands';
import { sampleBrand, seededBrandsAnswer } from '../test/brandsAnswer';
import { BrandBadges } from './BrandBadges';

function renderBrands(answer: BrandsAnswer) {
  const client = testQueryClient();
  client.setQueryDefaults(['marks'], { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(brandsQueryKey('en'), answer);
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language="en" dictionary={en}>
        <BrandBadges label="Brands in the shop" />
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('BrandBadges', () => {
  it('shows the sample brands of a new site by their marks, with what the shop sells, and says they are samples', () => {
    renderBrands(seededBrandsAnswer());
    const list = screen.getByRole('list', { name: 'Brands in the shop' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual([
      'Dune Forge',
      'Marram & Sons',
      'Tideline Outfitters',
      'Kestrel Balls',
      'Saltwind Footwear',
      'Sandwedge Leather',
    ]);
    expect(items.map((item) => item.textContent)).toEqual([
      'Clubs',
      'Knitwear',
      'Rainwear',
      'Balls',
      'Shoes',
      'Gloves and bags',
    ]);
    expect(
      within(items[1] as HTMLElement)
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/art/brand-marram-and-sons.svg');
    expect(screen.getByText('The brand names shown are samples.')).toBeTruthy();
  });

  it('links a brand to its site, leaves out an empty category, and drops the note once staff published their own', () => {
    const logo = {
      ...sampleBrand('Links Leather Co.', '', 'links-leather'),
      link: 'https://leather.example/',
    };
    renderBrands({ brands: [logo], sample: false });
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('');
    const link = within(item).getByRole('link', { name: 'Links Leather Co.' });
    expect(link.getAttribute('href')).toBe('https://leather.example/');
    expect(screen.queryByText('The brand names shown are samples.')).toBeNull();
  });

  it('shows nothing when the shop lists no brands', () => {
    renderBrands({ brands: [], sample: false });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('The brand names shown are samples.')).toBeNull();
  });
});
