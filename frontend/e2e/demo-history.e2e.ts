import { DEMO_SELLER, expect, signIn, test } from './fixtures';

interface Day {
  date: string;
  views: number;
  inquiries: number;
  sales: number;
}

const isWeekend = (day: Day) => [0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay());
const meanViews = (days: Day[]) => days.reduce((sum, day) => sum + day.views, 0) / days.length;

test('the demo seller’s 90-day chart of views and inquiries has data on most days, busier on weekdays, with at least 20 sales', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_SELLER);
  // The chart draws what the dashboard's projection has read of the log so far: right after the
  // first start it may still be catching up with the seeded past.
  let daily: Day[] = [];
  const total = (field: 'views' | 'inquiries' | 'sales') =>
    daily.reduce((sum, day) => sum + day[field], 0);
  await expect
    .poll(
      async () => {
        const analytics = page.waitForResponse(
          (response) => response.url().endsWith('/api/dashboard/advanced') && response.ok(),
        );
        await page.reload();
        // A response of the page before the reload has no body left to read: ask again.
        const body = await (await analytics).json().catch(() => undefined);
        if (!body) return false;
        daily = (body as { data: { daily: Day[] } }).data.daily;
        return (
          daily.filter((day) => day.views > 0).length >= 80 &&
          total('inquiries') > 50 &&
          total('sales') >= 20
        );
      },
      { timeout: 150_000 },
    )
    .toBe(true);

  const chart = page.getByRole('img', {
    name: 'Views and inquiries per day over the last 90 days',
  });
  await expect(chart).toBeVisible();
  // One curve for the views and one for the inquiries, each drawn through the 90 days.
  await expect(chart.locator('.recharts-area-curve')).toHaveCount(2);
  const caption = page.getByText(
    /^[\d,]+ views, [\d,]+ inquiries and [\d,]+ sales in the last 90 days$/,
  );
  const [views, inquiries, sales] = ((await caption.innerText()).match(/\d[\d,]*/g) ?? []).map(
    (figure) => Number(figure.replace(/,/g, '')),
  );

  expect(daily).toHaveLength(90);
  expect(views).toBeGreaterThan(500);
  expect(inquiries).toBeGreaterThan(50);
  expect(sales).toBeGreaterThanOrEqual(20);
  expect(meanViews(daily.filter((day) => !isWeekend(day)))).toBeGreaterThan(
    1.5 * meanViews(daily.filter(isWeekend)),
  );
});
