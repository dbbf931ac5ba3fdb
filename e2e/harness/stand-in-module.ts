import fs from 'node:fs';
import path from 'node:path';

/**
 * A minimal single-spa application in SystemJS format that renders one heading into the element it is given.
 * It stands for a module team's build in the tests of the platform itself (serving a module late, swapping a
 * version), so those tests do not depend on any particular module's content.
 */
export function standInModuleSource(text: string): string {
  const html = JSON.stringify(`<h2 data-testid="stand-in-module">${text}</h2>`);
  return `System.register([], function (_export) {
  return {
    execute: function () {
      _export({
        bootstrap: function () { return Promise.resolve(); },
        mount: function (props) { props.domElement.innerHTML = ${html}; return Promise.resolve(); },
        unmount: function (props) { props.domElement.innerHTML = ''; return Promise.resolve(); }
      });
    }
  };
});
`;
}

/**
 * Removes a built file and the precompressed copies the server prefers over it (.br, .gz), so a test's stand-in
 * or removal is what the browser gets.
 */
export function removeServedFile(file: string): void {
  for (const f of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(f, { force: true });
}

/** Writes a file at a site path under a web directory in place of the built one (its precompressed copies removed). */
export function replaceServedFile(webDir: string, sitePath: string, source: string): string {
  const file = path.join(webDir, sitePath);
  removeServedFile(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  return file;
}

/** Writes the stand-in module at a site path (e.g. /modules/games/games.js) under a web directory. */
export function writeStandInModule(webDir: string, sitePath: string, text: string): string {
  return replaceServedFile(webDir, sitePath, standInModuleSource(text));
}
