import fs from 'node:fs';

/** Writes (or replaces) the `## <heading>` section of a markdown file, leaving the other sections as they are. */
export function writeDocsSection(file, heading, lines) {
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = text.indexOf(`## ${heading}`);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${lines.join('\n')}`;
  } else {
    const next = text.indexOf('\n## ', start + 1);
    text = text.slice(0, start) + lines.join('\n') + (next === -1 ? '' : text.slice(next + 1));
  }
  fs.writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}
