/**
 * What a report's bar chart shows, free of the charting library: the screen builds these, and only the
 * lazily loaded drawBarChart module turns them into Chart.js configurations.
 */
export interface BarSeries {
  label: string;
  values: number[];
  /** A palette token of tokens.css, without its dashes: 'links-green', 'foam'. */
  colour: string;
  /** Series with the same stack sit on top of each other (with `stacked`). */
  stack?: string;
}

export interface BarChartSpec {
  labels: string[];
  series: BarSeries[];
  stacked?: boolean;
  /** Bars across, the labels down the side: long labels (sources, fees) stay readable on a phone. */
  horizontal?: boolean;
  /** How a value reads on the axis and in the tooltip (counts by default; euros for money). */
  formatValue?: (value: number) => string;
}
