export interface PriceListRow {
  id: string;
  label: string;
  price: string;
}

interface PriceListProps {
  caption: string;
  /** Heads the row labels. */
  itemLabel: string;
  /** Heads the prices, with the unit: "Per 2 hours". */
  priceLabel: string;
  rows: PriceListRow[];
}

/** A one-column price table (driving range, buggies), styled like the green-fee table. */
export function PriceList({ caption, itemLabel, priceLabel, rows }: PriceListProps) {
  return (
    <div className="price-table-block">
      <table className="price-table price-table--list">
        <caption className="price-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="price-table__corner">
              {itemLabel}
            </th>
            <th scope="col" className="price-table__season">
              {priceLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="price-table__fee">
                {row.label}
              </th>
              <td className="price-table__price">{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
