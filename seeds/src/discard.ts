/**
 * Spends a random draw whose value is no longer used, so that every row drawn after it stays as it
 * was (the service seed now sets what the draw used to pick).
 */
export function discard(draw: unknown): null {
  void draw;
  return null;
}
