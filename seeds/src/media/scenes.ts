import { encodePng } from './png.js';
import { Raster, type Rgb } from './raster.js';

/**
 * The site photos the seed attaches, drawn by our own code: a pressure gauge read on a round, a leaking pipe
 * joint and the same joint clamped, a fouled and a new air filter, a control panel in fault and back to normal.
 */
export const SCENES = [
  'gauge',
  'leak-before',
  'leak-after',
  'filter-before',
  'filter-after',
  'panel-before',
  'panel-after',
] as const;
export type Scene = (typeof SCENES)[number];
export const isScene = (name: string): name is Scene => (SCENES as readonly string[]).includes(name);

const W = 320;
const H = 240;
const WALL_TOP: Rgb = [214, 219, 224];
const WALL_BOTTOM: Rgb = [189, 196, 204];
const FLOOR: Rgb = [120, 124, 130];
const STEEL: Rgb = [138, 148, 158];
const STEEL_LIGHT: Rgb = [190, 198, 206];
const STEEL_DARK: Rgb = [84, 92, 101];
const INK: Rgb = [33, 37, 41];
const WHITE: Rgb = [250, 250, 248];
const RED: Rgb = [214, 40, 40];
const AMBER: Rgb = [242, 166, 20];
const GREEN: Rgb = [34, 160, 80];
const WATER: Rgb = [64, 140, 220];

/** The corner mark of a before/after pair: a warning triangle before the work, a green tick after it. */
function badge(r: Raster, after: boolean) {
  if (after) {
    r.circle(286, 34, 22, GREEN);
    r.line(274, 35, 283, 45, 6, WHITE);
    r.line(283, 45, 299, 25, 6, WHITE);
  } else {
    r.triangle(286, 10, 262, 54, 310, 54, AMBER);
    r.line(286, 24, 286, 40, 5, INK);
    r.circle(286, 47, 3, INK);
  }
}

function wall(r: Raster, floorAt = 196) {
  r.gradient(0, floorAt, WALL_TOP, WALL_BOTTOM);
  r.gradient(floorAt, H, [140, 144, 150], FLOOR);
}

function gauge(r: Raster) {
  wall(r);
  r.rect(0, 196, W, 26, STEEL);
  r.rect(0, 199, W, 6, STEEL_LIGHT);
  r.rect(150, 170, 20, 30, STEEL_DARK);
  r.circle(160, 96, 84, INK);
  r.circle(160, 96, 76, WHITE);
  // The dial: green band for normal, amber and red towards the top of the scale.
  r.arc(160, 96, 58, 68, 90, 225, GREEN);
  r.arc(160, 96, 58, 68, 20, 90, AMBER);
  r.arc(160, 96, 58, 68, 315, 20, RED);
  for (let i = 0; i <= 10; i++) {
    const a = ((225 - 27 * i) * Math.PI) / 180;
    const inner = i % 5 === 0 ? 44 : 50;
    r.line(160 + inner * Math.cos(a), 96 - inner * Math.sin(a), 160 + 70 * Math.cos(a), 96 - 70 * Math.sin(a), 3, INK);
  }
  // The needle at six tenths of the scale: in the normal band.
  const a = ((225 - 270 * 0.42) * Math.PI) / 180;
  r.line(160, 96, 160 + 60 * Math.cos(a), 96 - 60 * Math.sin(a), 5, RED);
  r.circle(160, 96, 9, INK);
  r.rect(140, 140, 40, 12, STEEL_LIGHT);
}

function leak(r: Raster, after: boolean) {
  wall(r);
  // Tiles.
  for (let x = 0; x < W; x += 40) r.rect(x, 0, 1, 196, [176, 182, 190]);
  for (let y = 0; y < 196; y += 40) r.rect(0, y, W, 1, [176, 182, 190]);
  if (!after) r.ellipse(168, 150, 34, 40, [160, 170, 182]);
  r.rect(0, 78, W, 34, [181, 112, 62]);
  r.rect(0, 84, W, 7, [222, 160, 110]);
  r.rect(140, 66, 40, 58, STEEL_DARK);
  for (const y of [72, 118]) for (const x of [148, 172]) r.circle(x, y, 4, STEEL_LIGHT);
  if (after) {
    r.rect(132, 74, 56, 42, [222, 90, 40]);
    r.rect(132, 90, 56, 6, [170, 60, 25]);
    r.circle(160, 93, 5, STEEL_LIGHT);
  } else {
    for (const [x, y, s] of [
      [160, 134, 6],
      [156, 158, 5],
      [163, 178, 4],
    ] as const) {
      r.circle(x, y, s, WATER);
      r.triangle(x - s, y, x + s, y, x, y - 2.2 * s, WATER);
    }
    r.ellipse(160, 214, 92, 14, [86, 120, 160]);
    r.ellipse(150, 212, 60, 8, [110, 150, 196]);
  }
  badge(r, after);
}

function filter(r: Raster, after: boolean) {
  wall(r, 220);
  r.rect(30, 24, 260, 184, STEEL_DARK);
  r.rect(42, 36, 236, 160, STEEL);
  const [light, dark]: [Rgb, Rgb] = after
    ? [
        [246, 246, 240],
        [214, 220, 226],
      ]
    : [
        [150, 130, 100],
        [112, 96, 74],
      ];
  for (let x = 50, i = 0; x < 270; x += 10, i++) r.rect(x, 44, 10, 144, i % 2 ? dark : light);
  if (!after) {
    for (const [x, y, rx, ry] of [
      [92, 80, 22, 14],
      [180, 130, 30, 18],
      [230, 70, 16, 12],
      [130, 160, 18, 10],
    ] as const)
      r.ellipse(x, y, rx, ry, [84, 70, 54]);
  }
  r.rect(50, 186, 220, 4, STEEL_LIGHT);
  badge(r, after);
}

function panel(r: Raster, after: boolean) {
  wall(r);
  r.rect(70, 16, 180, 200, STEEL_DARK);
  r.rect(78, 24, 164, 184, [176, 186, 196]);
  r.rect(96, 40, 128, 54, INK);
  const text: Rgb = after ? [90, 220, 120] : [255, 90, 80];
  r.rect(106, 52, 88, 7, text);
  r.rect(106, 66, after ? 60 : 100, 7, text);
  r.rect(106, 80, 40, 5, [120, 130, 140]);
  const lamps: Rgb[] = after ? [[70, 30, 30], [70, 60, 20], GREEN] : [RED, [70, 60, 20], [20, 60, 30]];
  lamps.forEach((c, i) => {
    r.circle(118 + i * 42, 124, 13, STEEL_DARK);
    r.circle(118 + i * 42, 124, 10, c);
  });
  if (!after) r.circle(115, 120, 3, [255, 200, 200]);
  else r.circle(199, 120, 3, [200, 255, 210]);
  r.rect(226, 110, 8, 40, STEEL_DARK);
  for (let i = 0; i < 4; i++) r.rect(100, 160 + i * 10, 120, 3, [150, 160, 170]);
  badge(r, after);
}

const drawn = new Map<Scene, Buffer>();

/** The PNG bytes of a scene, drawn once per process: the same bytes on every seed. */
export function scenePng(scene: Scene): Buffer {
  const cached = drawn.get(scene);
  if (cached) return cached;
  const r = new Raster(W, H);
  const after = scene.endsWith('-after');
  if (scene === 'gauge') gauge(r);
  else if (scene.startsWith('leak')) leak(r, after);
  else if (scene.startsWith('filter')) filter(r, after);
  else panel(r, after);
  const png = encodePng(W, H, r.pixels);
  drawn.set(scene, png);
  return png;
}
