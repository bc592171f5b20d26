import { isWithinReversalWindow } from '../listings';

const HOUR = 60 * 60 * 1000;

/** The hours from a sale being recorded to its restore, one decimal. */
export function hoursBetween(from: string, to: string): number {
  return Math.round(((Date.parse(to) - Date.parse(from)) / HOUR) * 10) / 10;
}

/** The listings model's own rule: strictly less than 7 days after the sale was recorded. */
export function isWithinWindow(recordedAt: string, restoredAt: string): boolean {
  return isWithinReversalWindow(new Date(recordedAt), new Date(restoredAt));
}
