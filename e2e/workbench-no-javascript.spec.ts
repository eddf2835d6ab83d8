import { test } from './support/fixtures';
import { filterByTwoTypesAndPage, replayExpiredRange, replayRangeToReceiver } from './support/events-screen';

/**
 * Developers → Events without JavaScript (the no-javascript project): the type checkboxes are a plain GET form,
 * the range replay a plain post with a redirect, as in workbench.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

test('several types at once, only theirs, kept on the next page and in the export', async ({ loginAs }) => {
  await filterByTwoTypesAndPage(await loginAs('merchant_admin'));
});

test("a time range replayed to an endpoint reaches it and shows in the endpoint's log", async ({
  loginAs,
  request,
}) => {
  await replayRangeToReceiver(await loginAs('merchant_admin'), request);
});

test('a range older than the retention is refused with its message', async ({ loginAs, request }) => {
  await replayExpiredRange(await loginAs('merchant_admin'), request);
});
