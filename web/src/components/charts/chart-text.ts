import type { ChartPoint } from './chart-types';

let context: CanvasRenderingContext2D | null | undefined;

/** The width a text takes in the page's font at `size` px (measured by the browser, not guessed). */
export function textWidth(text: string, size: number): number {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  if (!context) return text.length * size * 0.6;
  context.font = `${size}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}

/** The widest box a label may need: its whole text on one line, or its longest word on two. */
const need = (label: string, size: number): number => {
  const whole = textWidth(label, size);
  const word = Math.max(0, ...label.split(/\s+/).map((w) => textWidth(w, size)));
  return Math.ceil(Math.min(whole, Math.max(word, whole / 2 + size))) + 6;
};

/**
 * Which labels of an axis to show and how wide each may be: every label when each slot holds its
 * label, otherwise every second, third… (the others stay in the tooltip and the table), each label
 * given the room of the slots it stands for (never more than 160 px).
 */
export function labelBox(points: readonly ChartPoint[], slot: number, size: number): { interval: number; box: number } {
  const widest = Math.max(24, ...points.map((p) => need(p.label, size)));
  const interval = slot >= widest ? 0 : Math.ceil(widest / Math.max(slot, 1)) - 1;
  return { interval, box: Math.max(24, Math.min(160, slot * (interval + 1) - 2)) };
}
