/** A tiny RGB raster: enough shapes to draw a recognisable site photo, with no dependency. */
export type Rgb = readonly [number, number, number];

export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  private put(x: number, y: number, [r, g, b]: Rgb) {
    const i = (y * this.width + x) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  /** Paints every pixel of the box (clipped) for which `inside` holds. */
  private paint(x0: number, y0: number, x1: number, y1: number, color: Rgb, inside: (x: number, y: number) => boolean) {
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(this.width - 1, Math.ceil(x1));
    const top = Math.max(0, Math.floor(y0));
    const bottom = Math.min(this.height - 1, Math.ceil(y1));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) if (inside(x + 0.5, y + 0.5)) this.put(x, y, color);
    }
  }

  /** A vertical gradient over the rows from `y0` to `y1`. */
  gradient(y0: number, y1: number, from: Rgb, to: Rgb) {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y1); y++) {
      const t = (y - y0) / Math.max(1, y1 - y0);
      const c: Rgb = [0, 1, 2].map((k) => Math.round(from[k]! + (to[k]! - from[k]!) * t)) as unknown as Rgb;
      for (let x = 0; x < this.width; x++) this.put(x, y, c);
    }
  }

  /** Pixels `x0..x1` of row `y` (clipped). */
  private span(y: number, x0: number, x1: number, [r, g, b]: Rgb) {
    if (y < 0 || y >= this.height) return;
    const right = Math.min(this.width - 1, x1);
    for (let x = Math.max(0, x0), i = (y * this.width + x) * 3; x <= right; x++, i += 3) {
      this.pixels[i] = r;
      this.pixels[i + 1] = g;
      this.pixels[i + 2] = b;
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    for (let row = Math.floor(y); row < y + h; row++) this.span(row, Math.floor(x), Math.ceil(x + w - 1), color);
  }

  /** Row by row: the pixels whose centres fall inside. */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb) {
    for (let y = Math.floor(cy - ry); y <= Math.ceil(cy + ry); y++) {
      const dy = (y + 0.5 - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(y, Math.ceil(cx - half - 0.5), Math.floor(cx + half - 0.5), color);
    }
  }

  circle(cx: number, cy: number, r: number, color: Rgb) {
    this.ellipse(cx, cy, r, r, color);
  }

  /** The ring between radii `r0` and `r1`, only between two angles (degrees, counter-clockwise from east). */
  arc(cx: number, cy: number, r0: number, r1: number, from: number, to: number, color: Rgb) {
    const inArc = (a: number) => (from <= to ? a >= from && a <= to : a >= from || a <= to);
    for (let y = Math.max(0, Math.floor(cy - r1)); y <= Math.min(this.height - 1, Math.ceil(cy + r1)); y++) {
      const dy = y + 0.5 - cy;
      if (Math.abs(dy) > r1) continue;
      const outer = Math.sqrt(r1 * r1 - dy * dy);
      for (let x = Math.max(0, Math.floor(cx - outer)); x <= Math.min(this.width - 1, Math.ceil(cx + outer)); x++) {
        const dx = x + 0.5 - cx;
        const d2 = dx * dx + dy * dy;
        if (d2 < r0 * r0 || d2 > r1 * r1) continue;
        if (inArc(((Math.atan2(-dy, dx) * 180) / Math.PI + 360) % 360)) this.put(x, y, color);
      }
    }
  }

  /** A thick segment with round ends. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: Rgb) {
    const half = width / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    this.paint(
      Math.min(x0, x1) - half,
      Math.min(y0, y1) - half,
      Math.max(x0, x1) + half,
      Math.max(y0, y1) + half,
      color,
      (x, y) => {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
        return Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)) <= half;
      },
    );
  }

  /** A filled triangle. */
  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, color: Rgb) {
    const side = (px: number, py: number, qx: number, qy: number, x: number, y: number) =>
      (qx - px) * (y - py) - (qy - py) * (x - px);
    this.paint(
      Math.min(ax, bx, cx),
      Math.min(ay, by, cy),
      Math.max(ax, bx, cx),
      Math.max(ay, by, cy),
      color,
      (x, y) => {
        const s1 = side(ax, ay, bx, by, x, y);
        const s2 = side(bx, by, cx, cy, x, y);
        const s3 = side(cx, cy, ax, ay, x, y);
        return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
      },
    );
  }
}
