import type { Locator } from 'playwright-core';

/**
 * Waits until the texts of everything `items` matches pass `ok`, and returns them; on timeout, fails with the last
 * texts seen. For a list that is replaced (old rows, a spinner, new rows): a single read can catch it in between.
 */
export async function waitForTexts(items: Locator, ok: (texts: string[]) => boolean, timeoutMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let texts: string[] = [];
  for (;;) {
    texts = await items.allTextContents();
    if (ok(texts)) return texts;
    if (Date.now() > deadline) throw new Error(`the texts never matched; last seen: ${JSON.stringify(texts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
