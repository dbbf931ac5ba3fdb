// Testing Library's findBy*/waitFor give up after 1 s by default. On a loaded 2-core CI machine a first render that
// loads a lazy screen (its module compiled by jest on first use) and a getByRole over a large tree can each take
// longer than that, so a correct screen failed (CasinoScreen, fresh-clone run of 2026-11-28). A passing test is no
// slower for a longer limit: only a failing one waits it out.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
