/**
 * Reads a secret for a command: at a terminal, a prompt with nothing echoed (asked twice when `confirm` is given);
 * otherwise the first line of stdin. Undefined when stdin ends with nothing on it.
 */
export async function readSecret(prompt: string, opts: { confirm?: string } = {}): Promise<string | undefined> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await promptHidden(prompt);
  if (opts.confirm) {
    const second = await promptHidden(opts.confirm);
    if (second !== first) {
      console.error('The two passwords differ.');
      process.exit(1);
    }
  }
  return first;
}

async function firstLineOfStdin(): Promise<string | undefined> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  if (!text) return undefined;
  return text.split('\n')[0]!.replace(/\r$/, '');
}

function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}
