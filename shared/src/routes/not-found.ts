/**
 * The 404 page (SPEC §2 'any other path', §8 '404 Not Found'): one markup for the root config's layout, which shows
 * it where no module owns the path, and for an app whose own router meets a path of its area it has no screen for.
 * Its look is the shell's `.khel-not-found`; the link is followed by the root config (`data-khel-link`).
 */
export const NOT_FOUND_TITLE = '404 Not Found';
export const NOT_FOUND_LINK = 'Go To Homepage';
export const NOT_FOUND_CLASS = 'khel-not-found';
export const NOT_FOUND_HTML = `<div class="${NOT_FOUND_CLASS}"><h1>${NOT_FOUND_TITLE}</h1><a href="/" data-khel-link>${NOT_FOUND_LINK}</a></div>`;
