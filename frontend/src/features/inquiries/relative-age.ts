const DAY_MS = 86_400_000;

function startOfLocalDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** How long ago a lead came in, by calendar day: Today, Yesterday, N days ago. */
export function relativeAge(createdAt: string | Date, now: Date = new Date()): string {
  const days = Math.round((startOfLocalDay(now) - startOfLocalDay(new Date(createdAt))) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}
