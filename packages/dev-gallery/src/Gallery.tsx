import { injectCss } from '@khel/shared';
import { AmountInputs, Buttons, Inputs, Selects } from './Controls';
import { Feedback, Modals, TabsDemo } from './Panels';
import { TableDemo } from './TableDemo';

/** The page's own layout (a grid of states); the primitives bring their own styles and the theme's tokens. */
const CSS = `
body{margin:0;background:var(--khel-bg);color:var(--khel-text);font-family:var(--khel-font)}
.g-page{max-width:1100px;margin:0 auto;padding:var(--khel-space-6) var(--khel-space-4)}
.g-page>h1{font-size:var(--khel-fs-2xl);margin:0 0 var(--khel-space-2)}
.g-page>p{color:var(--khel-text-muted);margin:0 0 var(--khel-space-6)}
.g-section{border-top:1px solid var(--khel-border);padding:var(--khel-space-5) 0}
.g-section>h2{font-size:var(--khel-fs-xl);margin:0 0 var(--khel-space-4)}
.g-states{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:var(--khel-space-4)}
.g-state{display:flex;flex-direction:column;gap:var(--khel-space-2);align-items:flex-start}
.g-state>h3{font-size:var(--khel-fs-xs);text-transform:uppercase;letter-spacing:.06em;color:var(--khel-text-muted);margin:0}
.g-state>.k-field,.g-state>.k-tabs,.g-state>.k-table-wrap,.g-state>.k-skel-group,.g-state>.k-empty,.g-state>.k-empty-state,.g-state>.k-error{align-self:stretch}
.g-state .k-toasts{position:static;align-items:flex-start}
`;

export function Gallery() {
  injectCss('khel-gallery', CSS);
  return (
    <main className="g-page">
      <h1>Khel primitives</h1>
      <p>Development only: every shared primitive of @khel/shared in its states, on the site&apos;s theme.</p>
      <Buttons />
      <Inputs />
      <AmountInputs />
      <Selects />
      <Modals />
      <TabsDemo />
      <TableDemo />
      <Feedback />
    </main>
  );
}
