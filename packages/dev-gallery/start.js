/* global System, document */
// Starts the development gallery: a file, so the page needs no inline script (the site's CSP has none).
System.import(document.currentScript.getAttribute('data-module'));
