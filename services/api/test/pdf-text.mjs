// The text of each page of a PDF read from stdin, as JSON on stdout, by pdf.js (Mozilla's PDF parser): the reports'
// export test runs it in its own Node process, as pdf.js is an ES module jest's CommonJS run cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str ?? '').join(' '));
}
await doc.destroy();
process.stdout.write(JSON.stringify(pages));
