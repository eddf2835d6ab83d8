import { eventsScreenTests } from './support/events-screen';
import { test } from './support/fixtures';

/**
 * Developers → Events without JavaScript (the no-javascript project): the type checkboxes are a plain GET form and
 * the range replay a plain post with a redirect; the same tests as in workbench.spec.ts.
 */
test.describe.configure({ timeout: 180_000 });

eventsScreenTests();
