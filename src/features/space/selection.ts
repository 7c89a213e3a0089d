import { DRAG_THRESHOLD_PX } from './constants';

export interface Point {
  x: number;
  y: number;
}

/** A box in viewport coordinates (what getBoundingClientRect gives). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Spec 2 §2: a press becomes a drag once the pointer moved more than 3 px either way. */
export function passedDragThreshold(start: Point, current: Point, threshold = DRAG_THRESHOLD_PX): boolean {
  return Math.abs(current.x - start.x) > threshold || Math.abs(current.y - start.y) > threshold;
}

export function boxFromPoints(a: Point, b: Point): Box {
  return {
    left: Math.min(a.x, b.x),
    top: Math.min(a.y, b.y),
    right: Math.max(a.x, b.x),
    bottom: Math.max(a.y, b.y),
  };
}

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The ids from `from` to `to` inclusive, in list order (either direction); just `to` when `from` is gone. */
export function idRange<T>(ids: readonly T[], from: T | null, to: T): T[] {
  const end = ids.indexOf(to);
  const start = from === null ? -1 : ids.indexOf(from);
  if (end === -1) return [];
  if (start === -1) return [to];
  return ids.slice(Math.min(start, end), Math.max(start, end) + 1);
}
