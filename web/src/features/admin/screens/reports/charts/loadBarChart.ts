import type { BarChartSpec } from './barChartSpec';
import type { DrawnChart } from './drawBarChart';

export type DrawBarChart = (canvas: HTMLCanvasElement, spec: BarChartSpec) => DrawnChart;

/**
 * The charting library, fetched with the first chart that asks for it: a chunk of its own that only the
 * Reports screen loads. (A module of its own, so that the screen's tests can stand in for the canvas.)
 */
export const loadBarChart = (): Promise<DrawBarChart> =>
  import('./drawBarChart').then((module) => module.drawBarChart);
