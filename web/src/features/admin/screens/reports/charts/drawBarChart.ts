import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import type { BarChartSpec } from './barChartSpec';

/**
 * Chart.js with only what the report draws (bars, their two axes, legend and tooltips), so the rest of the
 * library stays out of the chunk. Only the Reports screen loads this module, and only with import(): the
 * admin's other screens and the public pages never fetch it.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A palette colour of tokens.css as the canvas needs it, read from the page's own custom properties. */
function tokenColour(element: Element, token: string): string {
  return getComputedStyle(element).getPropertyValue(`--${token}`).trim() || '#1f3a4d';
}

function configOf(canvas: HTMLCanvasElement, spec: BarChartSpec): ChartConfiguration<'bar'> {
  const ink = tokenColour(canvas, 'ink-muted');
  const grid = tokenColour(canvas, 'line');
  const format = spec.formatValue ?? String;
  const valueAxis = spec.horizontal ? 'x' : 'y';
  return {
    type: 'bar',
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series) => ({
        label: series.label,
        data: series.values,
        backgroundColor: tokenColour(canvas, series.colour),
        borderWidth: 0,
        ...(series.stack ? { stack: series.stack } : {}),
      })),
    },
    options: {
      indexAxis: spec.horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      // Drawn once, at once: motion adds nothing to a report, and the printout must not catch a bar mid-way.
      animation: false,
      plugins: {
        legend: { display: spec.series.length > 1, position: 'bottom', labels: { color: ink } },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` },
        },
      },
      scales: {
        x: { stacked: Boolean(spec.stacked), ticks: { color: ink }, grid: { color: grid } },
        y: { stacked: Boolean(spec.stacked), ticks: { color: ink }, grid: { color: grid } },
        [valueAxis]: {
          stacked: Boolean(spec.stacked),
          beginAtZero: true,
          ticks: { color: ink, precision: 0, callback: (value: string | number) => format(Number(value)) },
          grid: { color: grid },
        },
      },
    },
  };
}

export interface DrawnChart {
  update(spec: BarChartSpec): void;
  destroy(): void;
}

/** Draws the bars into the canvas, which fills its box (the box's CSS gives the height). */
export function drawBarChart(canvas: HTMLCanvasElement, spec: BarChartSpec): DrawnChart {
  // The page's own text face (tokens.css), for the axes, legend and tooltips of every chart.
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  const chart = new Chart(canvas, configOf(canvas, spec));
  return {
    update(next) {
      const config = configOf(canvas, next);
      chart.data = config.data;
      chart.options = config.options ?? {};
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}

// A printout lays the page out anew: each chart takes the printed width before the page is drawn, and
// the screen's width again after.
const resizeAll = () => {
  for (const chart of Object.values(Chart.instances)) chart.resize();
};
window.addEventListener('beforeprint', resizeAll);
window.addEventListener('afterprint', resizeAll);
