/**
 * The routing of the links on the course map (web/public/media/course-map.svg, drawn by
 * scripts/generate-hole-media.mjs): where each hole's tee and green lie, in map units on a
 * MAP_WIDTH × MAP_HEIGHT plan with north up and the North Sea along the top edge. The front nine loop out
 * east along the dunes and back to the clubhouse; the back nine loop west. The plan drawings of the holes
 * take their compass and the side of the sea from here, and the overview places its hole tiles with it.
 */

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;

export type Point = readonly [x: number, y: number];

export interface HoleRoute {
  number: number;
  tee: Point;
  green: Point;
  /**
   * How much the fairway bends, as a share of its length: positive is a dog-leg right (its corner lies
   * left of the straight line from tee to green), negative a dog-leg left, 0 straight.
   */
  bend: number;
}

export const CLUBHOUSE: Point = [478, 628];

export const holeRoutes: readonly HoleRoute[] = [
  { number: 1, tee: [515, 604], green: [622, 508], bend: 0.06 },
  { number: 2, tee: [648, 506], green: [792, 452], bend: -0.12 },
  { number: 3, tee: [812, 440], green: [860, 402], bend: 0 },
  { number: 4, tee: [884, 404], green: [930, 258], bend: 0.08 },
  { number: 5, tee: [914, 232], green: [745, 186], bend: -0.1 },
  { number: 6, tee: [724, 196], green: [620, 290], bend: 0.08 },
  { number: 7, tee: [606, 308], green: [601, 362], bend: 0 },
  { number: 8, tee: [584, 378], green: [460, 442], bend: 0.2 },
  { number: 9, tee: [444, 458], green: [456, 584], bend: -0.06 },
  { number: 10, tee: [420, 604], green: [302, 515], bend: 0.08 },
  { number: 11, tee: [285, 500], green: [240, 460], bend: 0 },
  { number: 12, tee: [250, 440], green: [245, 294], bend: 0.04 },
  { number: 13, tee: [226, 284], green: [92, 246], bend: -0.12 },
  { number: 14, tee: [72, 266], green: [112, 442], bend: 0.12 },
  { number: 15, tee: [124, 462], green: [96, 604], bend: -0.08 },
  { number: 16, tee: [116, 622], green: [166, 634], bend: 0 },
  { number: 17, tee: [186, 630], green: [316, 652], bend: -0.04 },
  { number: 18, tee: [334, 640], green: [440, 592], bend: 0.1 },
];

/** The control point of the fairway's curve (a quadratic Bézier from tee to green). */
export function fairwayControl({ tee, green, bend }: HoleRoute): Point {
  const dx = green[0] - tee[0];
  const dy = green[1] - tee[1];
  // The corner lies on the left-hand normal of the line of play, (dy, −dx) with y down; the curve passes
  // halfway to its control point, so the fairway strays bend × length from the straight line.
  return [(tee[0] + green[0]) / 2 + dy * bend * 2, (tee[1] + green[1]) / 2 - dx * bend * 2];
}

/** A point on the fairway's curve, t from 0 (tee) to 1 (green). */
export function alongFairway(route: HoleRoute, t: number): Point {
  const [cx, cy] = fairwayControl(route);
  const u = 1 - t;
  return [
    u * u * route.tee[0] + 2 * u * t * cx + t * t * route.green[0],
    u * u * route.tee[1] + 2 * u * t * cy + t * t * route.green[1],
  ];
}

/** Where the hole's numbered tile sits on the map: on its fairway, a little past halfway. */
export function tilePosition(route: HoleRoute): Point {
  return alongFairway(route, 0.55);
}

/**
 * The direction the hole plays, in degrees clockwise from north (0 north, 90 east): what the plan
 * drawing turns its compass by, so that its tee is at the bottom and its green at the top.
 */
export function bearing({ tee, green }: HoleRoute): number {
  const degrees = (Math.atan2(green[0] - tee[0], tee[1] - green[1]) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

export function holeRoute(number: number): HoleRoute | undefined {
  return holeRoutes.find((route) => route.number === number);
}
